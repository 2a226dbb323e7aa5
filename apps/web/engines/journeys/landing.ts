import { translations } from '../../e2e/translations';
import type { Journey } from './journey';

// The landing page's three layouts, forced by the experiment link (docs/registration.md, "How to
// see landing variants"), each with a valid invitation: the inviter's headline and the form.
const en = translations.en;
const layouts = ['right-double-column', 'center-single-column', 'only-mobile'] as const;

export const landingLayoutJourneys: Journey[] = layouts.map((layout, index) => ({
  name: `landing layout ${layout}`,
  async run({ visitor }) {
    await visitor.open(`/?rc=VALID-CODE&landing-layout=${index}&landing-registration-flow=0`);
    await visitor.seesLanding({ layout, flow: 'default' });
    await visitor.seesHeading('Julia has invited you to join');
    await visitor.sees(en.registration.form.heading);
    await visitor.page('landing');
  },
}));
