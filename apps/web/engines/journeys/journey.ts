import { translations, type Language } from '../../e2e/translations';
import type { MockBackend } from '../mock-backend';
import { JourneyError } from '../poll';
import type { Visitor } from '../visitor';

export interface JourneyContext {
  visitor: Visitor;
  backend: MockBackend;
  /** What one journey leaves for a later one in the same engine (the new account's address for its activation). */
  memory: Map<string, string>;
}

/** A visitor's way through the site, asserted as the visitor sees it; each page checked (Visitor.page). */
export interface Journey {
  name: string;
  /** The journey whose outcome this one starts from (it runs first, also when only this one is chosen). */
  needs?: string;
  run(context: JourneyContext): Promise<void>;
}

/** A text with its `{email}` parameter filled in (the base locale declares its type, `{email:string}`). */
export const withEmail = (text: string, email: string) => text.replace(/\{email(:string)?\}/, email);

/** Where a route is in a language: English unprefixed, the others under their prefix. */
export const inLanguage = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);

/** The landing page in a language, with a query. */
export const landingPage = (language: Language, query: string) =>
  `${language === 'en' ? '/' : `/${language}`}?${query}`;

/** The registration went through: "Check your inbox" in the visitor's language, and one activation mail. */
export async function registered({ visitor, backend }: JourneyContext, language: Language, email: string) {
  await visitor.isAt(inLanguage(language, '/registration/formfinished'));
  await visitor.seesHeading(translations[language].registrationPages.formFinished.heading);
  await visitor.page('form-finished');
  const mails = await backend.mailsTo(email);
  if (mails.length !== 1) throw new JourneyError(`${mails.length} activation mails went to ${email}, not 1`);
}
