import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
// Forms keep what is typed in session storage for the tab: every test starts with a fresh tab.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom does no layout, so it has no scrolling; the app scrolls to its registration area (tests of
// server code run without a DOM).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
