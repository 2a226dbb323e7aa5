import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { continueInterruptedNavigation, reloadOnPreloadError } from './lib/chunk-load-error';

// A navigation whose code could not be fetched goes on as a full page load of its target.
if (!continueInterruptedNavigation()) hydrate();

function hydrate() {
  reloadOnPreloadError();
  // In a transition, React hydrates in slices and yields to the browser between them, so a phone
  // gets no single long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
