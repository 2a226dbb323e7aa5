import { errorPageJourneys } from './error-pages';
import { flowJourneys } from './flows';
import { formJourneys } from './forms';
import type { Journey } from './journey';
import { landingLayoutJourneys } from './landing';
import { registrationJourneys } from './registration';
import { tokenJourneys } from './tokens';

/** Every journey, in the order they run in each engine (one that `needs` another comes after it). */
export const journeys: Journey[] = [
  ...landingLayoutJourneys,
  ...flowJourneys,
  ...registrationJourneys,
  ...tokenJourneys,
  ...formJourneys,
  ...errorPageJourneys,
];
