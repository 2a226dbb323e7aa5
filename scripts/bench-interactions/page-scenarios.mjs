// The other pages' forms and actions: membership application, the lobby's waiting list, the
// language switch, and the ways on from the deny page and the error page.

const languageSubmit = 'button.language-select__submit';

export const pageScenarios = [
  {
    name: 'membership application',
    path: () => '/membership-interest',
    firstField: 'main a[href$="/membership-interest/apply"]',
    async steps(visitor, who) {
      await visitor.tap('main a[href$="/membership-interest/apply"]');
      await visitor.type('form.apply-form input[name=email]', who.email);
      await visitor.tap('form.apply-form button[type=submit]');
      await visitor.arrivesAt('/membership-interest/confirmation');
    },
  },
  {
    // The lobby's one form: joining the waiting list (a form without a field of its own).
    name: 'lobby, waiting list',
    path: (who) => `/lobby?token=${who.token}`,
    firstField: 'form.waiting-list__form button[type=submit]',
    async steps(visitor) {
      await visitor.tap('form.waiting-list__form button[type=submit]');
      await visitor.shows('.waiting-list .welcome');
    },
  },
  {
    // On the landing page most visitors see. With the app running, choosing switches; before it
    // runs (and without scripts) the arrow button beside the select sends the choice.
    name: 'language switch',
    path: () => '/?rc=VALID-CODE&landing-registration-flow=0',
    firstField: 'form.language-select select',
    async steps(visitor) {
      // A choice made before hydration is switched to once the app runs; the loop stays for a
      // build that predates that (2026-11-29), whose hydration undid it: a visitor chose again.
      for (let attempt = 1; attempt <= 3; attempt++) {
        await visitor.chooseNext('form.language-select label');
        // The button may go as the app starts in the moment before the tap: the choice then switches.
        if (await visitor.showsNow(languageSubmit))
          await visitor.tap(languageSubmit, { timeout: 3_000 }).catch(() => {});
        try {
          return await visitor.arrivesAt((path) => path !== '/', { timeout: 10_000 });
        } catch {
          // still on the page in its language: again
        }
      }
      throw new Error('the language did not switch in 3 attempts');
    },
  },
  {
    name: 'deny page, apply instead',
    path: () => '/registration/deny',
    firstField: 'main a.button',
    async steps(visitor) {
      await visitor.tap('main a.button');
      await visitor.arrivesAt('/membership-interest');
    },
  },
  {
    name: 'error page (404), back to the start',
    path: () => '/no/such/page',
    firstField: 'main a.button',
    async steps(visitor) {
      await visitor.tap('main a.button');
      await visitor.arrivesAt('/');
    },
  },
];
