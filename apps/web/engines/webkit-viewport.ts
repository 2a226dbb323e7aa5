import type { WebDriver } from 'selenium-webdriver';
import { phone } from './engine-page';
import { delay } from './processes';

/**
 * MiniBrowser's window sized so that the page gets the phone's viewport (the toolbar takes some
 * height), once for every visitor (webkit-engine.ts).
 */
export async function fitViewport(driver: WebDriver) {
  const window = driver.manage().window();
  const read = async () => (await driver.executeScript('return [innerWidth, innerHeight]')) as number[];
  // X applies a new size a moment after the driver has asked for it (longer on a busy host):
  // the viewport is read until two looks agree.
  const settled = async () => {
    let last = await read();
    for (let look = 0; look < 20; look++) {
      await delay(100);
      const now = await read();
      if (now.join() === last.join()) return now;
      last = now;
    }
    return last;
  };
  let size = { width: phone.width, height: phone.height };
  let seen: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    await window.setRect(size);
    const [width, height] = (seen = await settled());
    if (width === phone.width && height === phone.height) return;
    size = { width: size.width + phone.width - width!, height: size.height + phone.height - height! };
  }
  throw new Error(`WebKit's viewport stays ${seen.join('×')} px, not ${phone.width}×${phone.height}`);
}
