import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { EnginePage, PageElement } from './engine-page';
import { errorListener, keptErrors, pageExpression, uncaughtErrors } from './page-script';
import { until } from './poll';
import { delay, freePort, start, waitForUrl, type Started } from './processes';
import { fitViewport } from './webkit-viewport';
import { startXvfb } from './xvfb';

// WebKitGTK through Debian's WebKitWebDriver (classic WebDriver), which starts the MiniBrowser of
// libwebkit2gtk-4.1. MiniBrowser has no headless mode: it draws into an Xvfb of its own
// (xvfb.ts). Its window cannot be made narrower than its toolbar's natural width (447 px), so the
// driver's GTK gets a style without minimum widths: the toolbar, not the page, gives way.
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const toolbarWithoutMinimumWidth = '* { min-width: 0; padding: 0; margin: 0; }\n';

export async function launchWebKit({ siteOrigin, workDir }: { siteOrigin: string; workDir: string }) {
  const config = path.join(workDir, 'gtk-config');
  mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), toolbarWithoutMinimumWidth);
  const port = await freePort();
  const { display, xvfb } = await startXvfb(workDir);
  const driverProcess = start('WebKitWebDriver', 'WebKitWebDriver', [`--port=${port}`], {
    env: { DISPLAY: display, XDG_CONFIG_HOME: config },
    logFile: path.join(workDir, 'webkit-driver.log'),
  });
  const processes = [driverProcess, xvfb]; // stopped in this order
  try {
    await waitForUrl(`http://127.0.0.1:${port}/status`, driverProcess, 20_000);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build();
    const version = String((await driver.getCapabilities()).get('browserVersion'));
    const page = new WebKitPage(
      driver,
      processes,
      siteOrigin,
      `WebKitGTK ${version} (MiniBrowser) over classic WebDriver`,
    );
    await fitViewport(driver);
    return page;
  } catch (error) {
    for (const process of processes) await process.stop();
    throw error;
  }
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';

  constructor(
    private readonly driver: WebDriver,
    private readonly processes: Started[],
    private readonly siteOrigin: string,
    readonly version: string,
  ) {}

  async freshVisitor() {
    // One window for every visitor (a new one would need sizing again): the site's storage and
    // every cookie of the host (the mock backend's too: cookies do not tell ports apart) go.
    await this.driver.get(`${this.siteOrigin}/acquisition/defaults.json`);
    await this.driver.executeScript('sessionStorage.clear(); localStorage.clear();');
    // A cookie can land after the deletion: WebKit asks for the JSON document's /favicon.ico on its
    // own time, and a request the site answers with a page sets the language's cookie (before the
    // site had a favicon.ico, it sent the next visitor's German page to Polish). Deleted until none comes back.
    const jar = this.driver.manage();
    const emptied = async () => {
      await jar.deleteAllCookies();
      await delay(100);
      return jar.getCookies();
    };
    await until(
      emptied,
      (left) => left.length === 0,
      () => 'the last visitor’s cookies keep coming back',
    );
  }

  async goto(url: string) {
    await this.driver.get(url);
    // Classic WebDriver runs no script before the page's own: the listener starts when the page
    // has loaded, before the app's modules in practice (they wait for the first paint and the
    // hero image); the app's own reports (the mock backend's sink) cover what comes later.
    await this.driver.executeScript(`return ${errorListener(false)}`);
  }

  async url() {
    return this.driver.getCurrentUrl();
  }

  async evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return (await this.driver.executeScript(`return ${pageExpression(fn, args)}`)) as Result;
  }

  async find<Args extends unknown[]>(fn: (...args: Args) => Element | null, ...args: Args) {
    const element = (await this.driver.executeScript(`return ${pageExpression(fn, args)}`)) as WebElement | null;
    return element && new WebKitElement(element);
  }

  async screenshot(file: string) {
    // WebKit's capture can show the frame before a client-side navigation's page was painted: it
    // waits for two frames first (at most 2 s, should none come).
    await this.driver.executeAsyncScript(
      'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(done)); setTimeout(done, 2000);',
    );
    // Classic WebDriver captures the viewport (an element's capture is clipped to it as well).
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async takeErrors() {
    // A page loaded since the last look (a redirect, a full load) gets its listener now.
    await this.driver.executeScript(`return ${errorListener(false)}`);
    return uncaughtErrors((await this.driver.executeScript(`return ${keptErrors()}`)) as string[]);
  }

  async close() {
    await this.driver.quit().catch(() => undefined);
    for (const process of this.processes) await process.stop();
  }
}

class WebKitElement implements PageElement {
  constructor(private readonly element: WebElement) {}

  async click() {
    await this.element.click();
  }

  async fill(text: string) {
    await this.element.clear();
    await this.element.sendKeys(text);
  }
}
