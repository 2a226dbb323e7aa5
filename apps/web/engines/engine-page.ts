// The journeys are written once against this small interface, with one adapter per client
// (puppeteer-engine.ts, webkit-engine.ts): no single maintained client drives both engines as
// Debian ships them. Firefox ESR speaks only WebDriver BiDi (no geckodriver in Debian, and
// WebdriverIO and selenium-webdriver need one), which puppeteer-core drives; Debian's
// WebKitWebDriver speaks only classic WebDriver (its build refuses `webSocketUrl`), which
// puppeteer cannot, so selenium-webdriver drives WebKit.

export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** An element a page script found, for the visitor's input (clicks and keys the engine sends). */
export interface PageElement {
  click(): Promise<void>;
  /** Replaces the field's text by typing `text`, key by key. */
  fill(text: string): Promise<void>;
}

/** A page script: self-contained (it runs in the page), its arguments and result plain JSON. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result;

export interface EnginePage {
  readonly engine: EngineName;
  /** The engine's name and version as the driver or the package reports them. */
  readonly version: string;
  /** A new visitor: no cookies, no storage, the phone viewport, the error listeners in place. */
  freshVisitor(): Promise<void>;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** The element `fn` returns, or null. */
  find<Args extends unknown[]>(fn: PageFunction<Args, Element | null>, ...args: Args): Promise<PageElement | null>;
  /** The page as the visitor sees it: the whole page where the client can, else the viewport. */
  screenshot(path: string): Promise<void>;
  /** Uncaught errors and console errors since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The phone the journeys are checked on (the width the horizontal-overflow check is about). */
export const phone = { width: 390, height: 844 };
