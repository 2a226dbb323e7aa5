import type { Page } from '@playwright/test';
import { mockOrigin } from './stack';

/** Pins the experiments' anonymous id (a first-party cookie; cookies do not tell ports apart). */
export function asVisitor(page: Page, anonymousId: string) {
  return page.context().addCookies([{ name: 'acqAnonymousId', value: anonymousId, url: new URL(mockOrigin).origin }]);
}
