import type { EnginePage, PageElement } from './engine-page';
import { checkPage, type PageCheck } from './page-checks';
import { chooseOption, controlByName, fieldByLabel, fieldState } from './page-queries';
import { until } from './poll';
import { VisitorSees } from './visitor-sees';

/**
 * What a visitor does and sees, in the words of the page (labels, names, texts), in any engine.
 * Every expectation waits for its condition (visitor-sees.ts); `page()` checks the page and keeps
 * its screenshot.
 */
export class Visitor extends VisitorSees {
  readonly checks: PageCheck[] = [];

  constructor(
    engine: EnginePage,
    siteOrigin: string,
    /** Where the screenshot of a page of this journey goes. */
    readonly screenshotOf: (page: string) => string,
  ) {
    super(engine, siteOrigin);
  }

  async open(address: string) {
    await this.engine.goto(address.startsWith('http') ? address : `${this.siteOrigin}${address}`);
  }

  async fill(label: string, value: string) {
    await this.act(
      `the field "${label}"`,
      () => this.engine.find(fieldByLabel, label),
      (field) => field.fill(value),
    );
  }

  /** Ticks a box or picks a radio button (nothing when it is already). */
  async check(label: string) {
    if ((await this.engine.evaluate(fieldState, label))?.checked) return;
    await this.act(
      `the choice "${label}"`,
      () => this.engine.find(fieldByLabel, label),
      (field) => field.click(),
    );
    await until(
      () => this.engine.evaluate(fieldState, label),
      (state) => state?.checked === true,
      () => `"${label}" stayed unticked after a click`,
    );
  }

  async press(button: string) {
    await this.act(
      `the button "${button}"`,
      () => this.engine.find(controlByName, 'button', button),
      (b) => b.click(),
    );
  }

  async follow(link: string) {
    await this.act(
      `the link "${link}"`,
      () => this.engine.find(controlByName, 'link', link),
      (a) => a.click(),
    );
  }

  async choose(label: string, value: string) {
    await until(
      () => this.engine.evaluate(chooseOption, label, value),
      (chosen) => chosen,
      () => `no select labelled "${label}"`,
    );
  }

  /** Checks the page as it is now and keeps its screenshot (see page-checks.ts). */
  async page(name: string) {
    this.checks.push(await checkPage(this.engine, name, this.screenshotOf(name)));
  }

  private async act(
    what: string,
    find: () => Promise<PageElement | null>,
    action: (element: PageElement) => Promise<void>,
  ) {
    // Found and used in one try: a re-render between the two replaces the element, and the next try finds the new one.
    await until(
      async () => {
        const element = await find();
        if (!element) return false;
        await action(element);
        return true;
      },
      (done) => done,
      (_, error) => `could not use ${what}${error ? `: ${String(error)}` : ' (not found)'}`,
    );
  }
}
