// The no-JavaScript snapshots the pages are measured beside, and the server that serves them.
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, systemChromium } from '../../apps/web/e2e/chromium.ts';

/** Each page as a visitor's phone shows it once it settled, with every script taken out. */
export async function takeSnapshots(urlBase, pages) {
  const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumFlags });
  try {
    const snapshots = new Map();
    for (const page of pages) {
      // Lighthouse's mobile screen (Moto G Power), so responsive choices made in script match.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await tab.goto(new URL(page, urlBase).href, { waitUntil: 'networkidle' });
      // <noscript> goes too: the snapshot stands for the rendered page, not for a browser without
      // JavaScript (Lighthouse's has it, so it would not show it either way).
      await tab.evaluate(() => {
        const selector = 'script, noscript, link[rel=modulepreload], link[rel=preload][as=script]';
        for (const element of document.querySelectorAll(selector)) element.remove();
      });
      // Stylesheets that scripts inserted carry the page's origin; made root-relative, the
      // snapshot loads them from its own origin, as the page did.
      const origin = new URL(urlBase).origin;
      snapshots.set(page, (await tab.content()).replaceAll(`${origin}/`, '/'));
      await context.close();
    }
    return snapshots;
  } finally {
    await browser.close();
  }
}

/**
 * Serves each snapshot at its page's path and passes every other request (CSS, images, fonts) on
 * to the app's server, so the snapshot loads the same assets from the same paths, compressed alike.
 */
export function serveSnapshots(snapshots, urlBase, port) {
  const server = createServer((incoming, outgoing) => {
    const html = incoming.method === 'GET' && snapshots.get(incoming.url);
    if (html) {
      const gzip = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '');
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(gzip && { 'content-encoding': 'gzip' }),
      });
      outgoing.end(gzip ? gzipSync(html) : html);
      return;
    }
    const target = new URL(incoming.url, urlBase);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
