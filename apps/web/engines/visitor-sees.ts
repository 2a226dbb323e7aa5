import type { EnginePage } from './engine-page';
import { fieldState, headingText, landingVariant, showsNamed, showsText } from './page-queries';
import { until } from './poll';

/** What a visitor sees, each expectation waiting for its condition (poll.ts); Visitor adds what a visitor does. */
export class VisitorSees {
  constructor(
    readonly engine: EnginePage,
    readonly siteOrigin: string,
  ) {}

  async seesHeading(text: string) {
    await until(
      () => this.engine.evaluate(headingText),
      (heading) => heading === text,
      (heading) => `expected the heading "${text}", saw "${heading ?? '(none)'}"`,
    );
  }

  async sees(text: string) {
    await until(
      () => this.engine.evaluate(showsText, text),
      (shown) => shown,
      () => `expected to see "${text}"`,
    );
  }

  /** An element named so (aria-label) is on the screen: the stepper's "Step 2 of 2", say. */
  async seesNamed(name: string) {
    await until(
      () => this.engine.evaluate(showsNamed, name),
      (shown) => shown,
      () => `expected to see something named "${name}"`,
    );
  }

  /** The landing page renders this layout and registration flow. */
  async seesLanding(expected: { layout?: string; flow?: string }) {
    await until(
      () => this.engine.evaluate(landingVariant),
      (variant) =>
        variant !== null &&
        (expected.layout === undefined || variant.layout === expected.layout) &&
        (expected.flow === undefined || variant.flow === expected.flow),
      (variant) => `expected the landing page's ${JSON.stringify(expected)}, it was ${JSON.stringify(variant)}`,
    );
  }

  /** The address (path and query, or a whole URL on another origin). */
  async isAt(expected: string | RegExp) {
    await until(
      () => this.engine.url(),
      (url) => {
        const local = url.startsWith(this.siteOrigin) ? url.slice(this.siteOrigin.length) : url;
        return typeof expected === 'string' ? local === expected || url === expected : expected.test(local);
      },
      (url) => `expected to be at ${String(expected)}, was at ${url}`,
    );
  }

  async seesField(label: string, expected: { value?: string; checked?: boolean; description?: string }) {
    await until(
      () => this.engine.evaluate(fieldState, label),
      (state) =>
        state !== null &&
        (expected.value === undefined || state.value === expected.value) &&
        (expected.checked === undefined || state.checked === expected.checked) &&
        (expected.description === undefined || state.description.includes(expected.description)),
      (state) => `expected the field "${label}" ${JSON.stringify(expected)}, it was ${JSON.stringify(state)}`,
    );
  }
}
