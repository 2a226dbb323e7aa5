import { loadedLocales } from '@acq/locales';
import type { Locales, Translations } from '@acq/locales/types';
import { use } from 'react';

/**
 * The messages only some pages show, each language's a module of its own (typesafe-i18n
 * namespaces, `locales/<lang>/<namespace>/`), so that a page loads the texts it shows and not
 * every page's: a route module names the ones its page needs (`handle: pageMessages(…)`).
 * The language's other messages come with every page (`entry.client.tsx`, the root's `clientLoader`).
 */
export const pageNamespaces = ['images', 'landingPage', 'registration', 'registrationPages', 'screenPages'] as const;
export type PageNamespace = (typeof pageNamespaces)[number];

/**
 * The browser's modules of each language's messages (`/assets/…js`), from the client build's
 * manifest (`server/messages-modules.ts`): the messages every page shows, and each namespace's.
 */
export interface LanguageModules {
  module?: string;
  namespaces: Partial<Record<PageNamespace, string>>;
}
export type MessagesModules = Partial<Record<Locales, LanguageModules>>;

/**
 * A route module's `handle` (`export const handle = pageMessages('registration')`): the namespaces
 * of the texts its page shows, beside every page's and those the routes around it name.
 */
export const pageMessages = (...messages: PageNamespace[]) => ({ messages });

/**
 * The modules of the page's messages, which it preloads: the language's, then each namespace the
 * page shows, marked so that the browser loads them before it hydrates (`entry.client.tsx`).
 */
export function pageMessageModules(
  modules: LanguageModules | null,
  namespaces: readonly PageNamespace[],
): { href: string; namespace?: PageNamespace }[] {
  if (!modules) return [];
  const named = namespaces.flatMap((namespace) => {
    const href = modules.namespaces[namespace];
    return href ? [{ href, namespace }] : [];
  });
  return modules.module ? [{ href: modules.module }, ...named] : named;
}

/** The namespaces the page's preloads name (`pageMessageModules`): the page's own, before hydration. */
export const preloadedNamespaces = (root: ParentNode = document): PageNamespace[] =>
  [...root.querySelectorAll<HTMLLinkElement>('link[data-messages]')].map(
    (link) => link.dataset.messages as PageNamespace,
  );

/** The namespaces the matched routes name, each once. */
export function namespacesOf(matches: readonly { handle?: unknown }[]): PageNamespace[] {
  const named = matches.flatMap(
    (match) => (match.handle as { messages?: PageNamespace[] } | undefined)?.messages ?? [],
  );
  return pageNamespaces.filter((namespace) => named.includes(namespace));
}

type Messages = Record<string, unknown>;

/**
 * Where a language's namespace goes: an object in its messages that the translation functions
 * already hold (typesafe-i18n's `LL` copies the top level when it is made), filled in place when
 * the namespace arrives, so the page's `LL` shows it without being made again.
 */
function slotOf(locale: Locales, namespace: PageNamespace): Messages {
  // A namespace may arrive before the language's other messages, which are then merged around it.
  const messages = (loadedLocales[locale] ??= {} as never) as unknown as Messages;
  return (messages[namespace] ??= {}) as Messages;
}

/** Gives a language's loaded messages a slot for each namespace; the translation functions are made after. */
export function prepareNamespaces(locale: Locales): void {
  for (const namespace of pageNamespaces) slotOf(locale, namespace);
}

const isLoaded = (locale: Locales, namespace: PageNamespace) => Object.keys(slotOf(locale, namespace)).length > 0;

// Each language's page namespaces as modules of their own; not typesafe-i18n's loaders, which also
// name the namespaces no page loads (the server's refusal pages, the edge's). The pattern must be a
// literal: it names `pageNamespaces` again. The module's default is taken once below, not by each of
// the 35 loaders (`import: 'default'`): every page's first load carries this map.
const namespaceModules = import.meta.glob<{ default: Translations[PageNamespace] }>(
  './*/{images,landingPage,registration,registrationPages,screenPages}/index.ts',
  { base: '../../../../locales' },
);

const loading = new Map<string, Promise<void>>();

function loadNamespace(locale: Locales, namespace: PageNamespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    const module = namespaceModules[`./${locale}/${namespace}/index.ts`];
    if (!module) throw new Error(`No messages module for ${key}`);
    pending = module().then((messages) => {
      Object.assign(slotOf(locale, namespace), messages.default);
    });
    // A module that could not be fetched may be asked for again (the next navigation).
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads a language's namespaces that are not there yet (before hydration: the page's own). */
export async function loadMessages(locale: Locales, namespaces: readonly PageNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.filter((namespace) => !isLoaded(locale, namespace)).map((n) => loadNamespace(locale, n)),
  );
}

/**
 * Waits (suspends) until the page's namespaces are there: after a navigation to a page that needs
 * one the visitor has not met, React keeps the page before on screen while it arrives (the router
 * renders navigations in a transition). Before hydration and on the server they are there already.
 */
export function usePageMessages(locale: Locales, namespaces: readonly PageNamespace[]): void {
  const missing = namespaces.filter((namespace) => !isLoaded(locale, namespace));
  // `use` on every render: React replays a render that suspended and expects the same call.
  use(missing.length > 0 ? pendingFor(locale, missing) : ready);
}

/** One settled promise for every render: React's `use` meets it settled after its first read. */
const ready: Promise<void> = Promise.resolve();

// One promise per set of missing namespaces, so React's `use` meets the same one on each try.
const pendingSets = new Map<string, Promise<void>>();
function pendingFor(locale: Locales, missing: PageNamespace[]): Promise<void> {
  const key = `${locale}:${missing.join(',')}`;
  let pending = pendingSets.get(key);
  if (!pending) {
    pending = loadMessages(locale, missing).finally(() => pendingSets.delete(key));
    pendingSets.set(key, pending);
  }
  return pending;
}
