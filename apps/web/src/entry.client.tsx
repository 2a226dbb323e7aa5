import { baseLocale, isLocale } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadShownParts } from './lib/code-part';
import { continueInterruptedNavigation, reloadOnPreloadError } from './lib/chunk-load-error';
import { routerFetch } from './lib/router-fetch';
import { reportError } from './lib/error-reporting/error-reporter';
import { createDefaultPolicy } from './lib/trusted-types';
import { noteTypedBeforeHydration } from './lib/typed-before-hydration';

// A navigation whose code could not be fetched goes on as a full page load of its target.
if (!continueInterruptedNavigation()) void start();

async function start() {
  reloadOnPreloadError();
  // The page's messages are a module of their own (preloaded by the page), not in its data; the
  // code of the parts the page shows that load only where shown comes beside them.
  const lang = document.documentElement.lang;
  try {
    await Promise.all([loadLocaleAsync(isLocale(lang) ? lang : baseLocale), loadShownParts()]);
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
        <HydratedRouter unstable_fetch={routerFetch} />
      </StrictMode>,
    );
  });
}
