import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type axeCore from 'axe-core';

// axe-core is used directly rather than through @axe-core/playwright: its builder injects axe's
// whole source (1.5 MB) before every analysis and finishes each one in a new blank page, which made
// an analysis cost two to three seconds, most of the accessibility sweeps' time. Loaded once per
// document (minified, at its start) and run in the page, an analysis is the rule checks alone.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: axeCore.RunOptions = {
  runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  // Only violations are collected: the passes' details, which nothing reads, were most of axe's
  // answer (600 kB on the split generator) and a tenth of its time.
  resultTypes: ['violations'],
};

/** Every document of the context (pages and frames) starts with axe loaded, for sweeps of many pages. */
export async function loadAxeInEveryDocument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/**
 * The page's WCAG 2.2 AA violations found by axe, one line each (rule: the elements), for a readable
 * failure.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const { violations } = await axe.run(document, runOptions);
    return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, options);
}

/** Waits until every animation has finished: colours are checked as they settle, not halfway through a fade-in. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
