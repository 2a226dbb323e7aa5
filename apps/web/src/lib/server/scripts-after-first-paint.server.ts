import { keepTypedEarly } from './keep-typed-early.server';

/**
 * The page's modules start after its first paint, and after its priority image.
 *
 * The server's HTML is the finished page: its links and forms work before any script runs. On a
 * phone, the twenty-odd modules of the app preloaded from the head share the connection with the
 * page's styles, fonts and images and run before the first frame, which puts the paint seconds later.
 * So the server writes their `modulepreload` links and the router's module script in an inert
 * form, and a small inline script restores them once the browser has rendered the page's first
 * frame (the task after its animation frame); a background tab, which renders nothing, restores
 * them at once. Where the page has a priority image (the landing page's hero, its largest paint),
 * they wait for it too: on a phone's connection twenty modules would take their share of its
 * bandwidth and put the largest paint a second or more later, while the page works without them
 * (its forms post natively). Inserted by a script, the module script is no longer parser-inserted,
 * so under the policy's 'strict-dynamic' it may import the app's modules although it is allowed by
 * its hash.
 */
const INERT_PRELOAD = 'x-modulepreload-after-paint';
const INERT_MODULE = 'x-module-after-paint';

// Each restored preload starts a module fetch, a fraction of a millisecond on a fast machine but
// ten times that on a phone, more where the browser compiles a cached module there and then, and
// in a browser just started (Lighthouse starts one for every run) a single fetch's start took
// 0.1-12 ms on a fast host (benchmarkIndex ~3700), up to 160 ms at the 13.5× slowdown that stands
// for a phone there. So one per task: two were 4-9 ms, long tasks on the phone. The tasks follow
// each other through a message channel, which no browser delays as it does nested timers (4 ms
// each from the fifth on). The module script comes last, its imports already on their way.
const PRELOADS_PER_TASK = 1;
// An image that does not arrive holds the modules back no longer than this.
const PRIORITY_IMAGE_WAIT_MS = 3000;
const restoreAfterFirstPaint = `(() => {
  // React Router names the client entry twice (as the entry and as a route's import): one fetch.
  const preloads = [...new Map([...document.querySelectorAll('link[rel=${INERT_PRELOAD}]')].map((link) => [link.href, link])).values()];
  const nextTask = new MessageChannel();
  const restore = () => {
    // A background tab throttles timers and answers no taps: all at once there.
    const count = document.hidden ? preloads.length : ${PRELOADS_PER_TASK};
    for (const link of preloads.splice(0, count)) link.rel = 'modulepreload';
    if (preloads.length > 0) return nextTask.port2.postMessage(null);
    for (const script of document.querySelectorAll('script[type=${INERT_MODULE}]')) {
      script.type = 'module';
      script.replaceWith(script); // a script runs when it is inserted
    }
  };
  nextTask.port1.onmessage = restore;
  if (document.hidden) return restore();
  const images = [...document.querySelectorAll('img[fetchpriority=high]')].filter((image) => !image.complete);
  const loaded = images.map((image) => new Promise((done) => {
    image.addEventListener('load', done);
    image.addEventListener('error', done);
  }));
  const waited = new Promise((done) => setTimeout(done, ${PRIORITY_IMAGE_WAIT_MS}));
  Promise.race([Promise.all(loaded), waited]).then(() => requestAnimationFrame(() => setTimeout(restore)));
})();`;

/** The document with its modules held back as above (React's markup, so exact matches). */
export function scriptsAfterFirstPaint(html: string, nonce?: string): string {
  const inert = html
    .replaceAll(/(<link\b[^>]*?) rel="modulepreload"/g, `$1 rel="${INERT_PRELOAD}"`)
    .replaceAll(/(<script\b[^>]*?) type="module"/g, `$1 type="${INERT_MODULE}"`);
  // One inline script for both: what is typed before the app runs is kept from the first paint on.
  const restore = `<script${nonce ? ` nonce="${nonce}"` : ''}>${restoreAfterFirstPaint}${keepTypedEarly}</script>`;
  const end = inert.lastIndexOf('</body>');
  return end === -1 ? inert + restore : inert.slice(0, end) + restore + inert.slice(end);
}
