import { baseLocale, isLocale } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages, preloadedNamespaces } from './lib/page-messages';
import { continueInterruptedNavigation, reloadOnPreloadError } from './lib/chunk-load-error';
import { routerFetch } from './lib/router-fetch';
import { reportError } from './lib/error-reporting/error-reporter';
import { createDefaultPolicy } from './lib/trusted-types';
import { noteTypedBeforeHydration } from './lib/typed-before-hydration';
import { NonceContext, pageNonce } from './lib/nonce-context';

// A navigation whose code could not be fetched goes on as a full page load of its target.
if (!continueInterruptedNavigation()) void start();

async function start() {
  reloadOnPreloadError();
  // The page's messages are modules of their own (preloaded by the page: the language's, and the
  // namespaces of the texts only some pages show), not in its data. The parts of the page whose
  // code loads only where shown (the registration form) hydrate after it (`lib/code-part.ts`).
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : baseLocale;
  try {
    await Promise.all([loadLocaleAsync(locale), loadMessages(locale, preloadedNamespaces())]);
  } catch (error) {
    // The server-rendered page stays as it is: its links and forms work without scripts.
    reportError('Could not load the page’s messages or code:', error);
    return;
  }
  noteTypedBeforeHydration();
  createDefaultPolicy();
  // In a transition, React hydrates in slices and yields to the browser between them, so a phone
  // gets no single long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext value={pageNonce()}>
          <HydratedRouter unstable_fetch={routerFetch} />
        </NonceContext>
      </StrictMode>,
    );
  });
}
