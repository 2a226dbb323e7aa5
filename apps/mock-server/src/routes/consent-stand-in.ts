/**
 * GET /entrance/cmp/js/cmp_min.js: stands in for the consent-management platform's script
 * (Usercentrics). Like the real one it exposes `window.UC_UI` and raises the consent-status
 * event `UC_CONSENT` on `window` once initialised; `showSecondLayer()` opens a small settings
 * dialog. Built with DOM calls only, so the app's Content-Security-Policy needs no inline code.
 * With a start-up delay (`POST /dev/consent-stand-in`), it first raises `UC_CONSENT` while
 * `isInitialized()` is still false, as a platform that reports the stored consent before its
 * own initialisation does; the app must not count that.
 */
const standInScript = (initialiseAfterMs: number) => String.raw`(function () {
  'use strict';
  var initialiseAfterMs = ${initialiseAfterMs};
  var initialised = initialiseAfterMs === 0;
  var consent = { type: 'IMPLICIT', acceptedAll: false };
  function announce() {
    window.dispatchEvent(new CustomEvent('UC_CONSENT', { detail: { source: 'mock-consent-stand-in', consent: consent } }));
  }
  function button(text, onClick) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = text;
    element.addEventListener('click', onClick);
    return element;
  }
  function showSecondLayer() {
    var dialog = document.getElementById('mock-consent-settings');
    if (!dialog) {
      dialog = document.createElement('dialog');
      dialog.id = 'mock-consent-settings';
      dialog.setAttribute('aria-labelledby', 'mock-consent-settings-title');
      var title = document.createElement('h2');
      title.id = 'mock-consent-settings-title';
      title.textContent = 'Privacy settings (mock consent platform)';
      var text = document.createElement('p');
      text.textContent = 'The mock backend stands in for the consent-management platform.';
      dialog.append(
        title,
        text,
        button('Accept all', function () {
          consent = { type: 'EXPLICIT', acceptedAll: true };
          dialog.close();
          announce();
        }),
        button('Close', function () { dialog.close(); })
      );
      document.body.append(dialog);
    }
    dialog.showModal();
  }
  window.UC_UI = {
    isInitialized: function () { return initialised; },
    showSecondLayer: showSecondLayer,
  };
  announce();
  if (!initialised) {
    setTimeout(function () {
      initialised = true;
      announce();
    }, initialiseAfterMs);
  }
})();
`;

type Route = (request: Request) => Response | Promise<Response>;

/** The stand-in's script route and its setting; `reset()` belongs to /dev/reset. */
export function createConsentStandIn() {
  let initialiseAfterMs = 0;
  const routes: Record<string, Route> = {
    'GET /entrance/cmp/js/cmp_min.js': () =>
      new Response(standInScript(initialiseAfterMs), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
      }),
    'POST /dev/consent-stand-in': async (request) => {
      const body: unknown = await request.json().catch(() => null);
      const delay =
        typeof body === 'object' && body !== null && 'initialiseAfterMs' in body ? body.initialiseAfterMs : null;
      if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > 60_000) {
        return Response.json({ error: 'Send {"initialiseAfterMs": 0 to 60000}.' }, { status: 400 });
      }
      initialiseAfterMs = delay;
      return new Response(null, { status: 204 });
    },
  };
  return {
    routes,
    reset: () => {
      initialiseAfterMs = 0;
    },
  };
}
