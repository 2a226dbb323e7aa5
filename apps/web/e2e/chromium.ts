// Debian's Chromium, as the browser tests and the Lighthouse benchmark start it (Playwright's own
// browser download does not work here). Plain TypeScript that Node runs as it is, so the
// benchmark script imports it too.
export const systemChromium = '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
