import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { chromiumFlags, testChromium } from '../e2e/chromium';
import { phone, type EngineName, type EnginePage, type PageElement } from './engine-page';
import { delay } from './processes';
import { errorListener, keptErrorPrefix, pageExpression, uncaughtErrors } from './page-script';

// Firefox ESR through WebDriver BiDi, which it speaks itself: puppeteer-core starts Debian's
// firefox-esr with a profile of its own and downloads nothing. Chromium (opt-in, to tell a
// defect of the harness from one of an engine: the Playwright suite runs in Chromium already)
// through the DevTools protocol, the browser tests' Debian build (e2e/chromium.ts).
const firefox = '/usr/bin/firefox-esr';

export async function launchPuppeteerEngine(engine: 'firefox' | 'chromium'): Promise<EnginePage> {
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefox,
          headless: true,
          // A phone's scrollbars take no width from the page: 390 px of layout, as on the phone.
          extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
        })
      : await puppeteer.launch({
          executablePath: testChromium,
          headless: true,
          args: [...chromiumFlags, '--hide-scrollbars'], // overlay scrollbars, as on a phone
        });
  // Firefox names its release itself (`Mozilla Firefox 153.8.0esr`); the client, the protocol's.
  const release = engine === 'firefox' ? execFileSync(firefox, ['--version'], { encoding: 'utf8' }).trim() : '';
  const protocol = engine === 'firefox' ? 'WebDriver BiDi' : 'DevTools protocol';
  return new PuppeteerPage(engine, browser, `${release} ${await browser.version()} over ${protocol}`.trim());
}

class PuppeteerPage implements EnginePage {
  private context: BrowserContext | null = null;
  private current: Page | null = null;
  private kept: string[] = [];
  private reported: string[] = [];
  private consoleErrors: string[] = [];

  constructor(
    readonly engine: EngineName,
    private readonly browser: Browser,
    readonly version: string,
  ) {}

  private get page(): Page {
    if (!this.current) throw new Error('No visitor yet: call freshVisitor() first');
    return this.current;
  }

  async freshVisitor() {
    await this.context?.close();
    // A browser context of its own: no cookie or storage of an earlier visitor.
    this.context = await this.browser.createBrowserContext();
    const page = await this.context.newPage();
    await page.setViewport(phone);
    // The engine reports uncaught errors and the console itself; the page's own listener, from
    // before the first script of every document on, tells which of them the page handled.
    page.on('pageerror', (error) => this.reported.push(`uncaught error: ${String(error)}`));
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(keptErrorPrefix)) this.kept.push(text.slice(keptErrorPrefix.length));
      else if (message.type() === 'error') this.consoleErrors.push(`console error: ${text}`);
    });
    await page.evaluateOnNewDocument(errorListener(true));
    this.current = page;
    await this.takeErrors();
  }

  async goto(url: string) {
    await this.page.goto(url);
  }

  async url() {
    return this.page.url();
  }

  async evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return (await this.page.evaluate(pageExpression(fn, args))) as Result;
  }

  async find<Args extends unknown[]>(fn: (...args: Args) => Element | null, ...args: Args) {
    const handle = await this.page.evaluateHandle(pageExpression(fn, args));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element && new PuppeteerElement(this.page, element);
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png`, fullPage: true });
  }

  async takeErrors() {
    // The page's word on an error (handled or not) comes a task after the engine's report.
    if (uncaughtErrors(this.kept, this.reported).length > 0) await delay(300);
    const errors = [...uncaughtErrors(this.kept, this.reported), ...this.consoleErrors];
    this.kept = [];
    this.reported = [];
    this.consoleErrors = [];
    return errors;
  }

  async close() {
    await this.browser.close();
  }
}

class PuppeteerElement implements PageElement {
  constructor(
    private readonly page: Page,
    private readonly element: ElementHandle<Element>,
  ) {}

  async click() {
    await this.element.click();
  }

  async fill(text: string) {
    await this.element.focus();
    await this.element.evaluate((field) => (field as HTMLInputElement).select());
    await this.page.keyboard.press('Backspace');
    await this.element.type(text);
  }
}
