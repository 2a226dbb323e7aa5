import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 AA violations found by axe, one line each (rule: the elements), for a readable
 * failure. Only violations are collected: the passes' details, which nothing reads, were most of
 * axe's answer (600 kB on the split generator) and a tenth of its time.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcag22aa)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until every animation has finished: colours are checked as they settle, not halfway through a fade-in. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
