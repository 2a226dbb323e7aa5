/**
 * GET /entrance/cmp/js/cmp_min.js: stands in for the consent-management platform's script
 * (Usercentrics). Like the real one it exposes `window.UC_UI` and raises the consent-status
 * event `UC_CONSENT` on `window` once initialised; `showSecondLayer()` opens a small settings
 * dialog. Built with DOM calls only, so the app's Content-Security-Policy needs no inline code.
 */
const standInScript = String.raw`(function () {
  'use strict';
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
    isInitialized: function () { return true; },
    showSecondLayer: showSecondLayer,
  };
  announce();
})();
`;

export function consentStandInRoute(): Response {
  return new Response(standInScript, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
