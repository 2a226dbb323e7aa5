import { translations } from '../../e2e/translations';
import type { Journey } from './journey';

// The 404 page and the deny page's two reasons, each with its way on.
const { en, de } = translations;

export const errorPageJourneys: Journey[] = [
  {
    name: '404 page (de)',
    async run({ visitor }) {
      await visitor.open('/de/no/such/page');
      await visitor.isAt('/de/error/404');
      await visitor.seesHeading(de.notFound.heading);
      await visitor.page('not-found');
      await visitor.follow(de.notFound.backToStart);
      await visitor.isAt('/de');
      await visitor.seesHeading(de.landingPage.headlines.default.title);
      await visitor.page('start-page');
    },
  },
  {
    name: 'deny page: expired link (de), invalid (en)',
    async run({ visitor }) {
      await visitor.open('/de?rc=VALID-CODE&validityTimestamp=2020-01-01T00:00:00Z&disablegb=true');
      await visitor.isAt('/de/registration/deny?reason=expired');
      await visitor.sees(de.pages.deny.expired);
      await visitor.page('expired');
      await visitor.open('/registration/deny');
      await visitor.sees(en.pages.deny.invalid);
      await visitor.page('invalid');
      await visitor.follow(en.pages.membershipInterest.applyNow);
      await visitor.isAt('/membership-interest');
      await visitor.seesHeading(en.pages.membershipInterest.heading);
      await visitor.page('membership-interest');
    },
  },
];
