import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseLocale, locales } from '../locales/i18n-util.ts';
import { pageTexts, tooLargePage, writeEdgePages } from './edge-pages';

// The caching edge's 503 pages (scripts/edge-pages.ts, edge/unavailable.conf): one per language,
// in that language, and nothing in them that would ask anyone for anything while no origin answers.
const dir = mkdtempSync(path.join(tmpdir(), 'edge-pages-'));
let policy = '';
const page = (locale: string) => readFileSync(path.join(dir, 'unavailable', `${locale}.html`), 'utf8');

beforeAll(async () => {
  ({ policy } = await writeEdgePages(dir));
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.each(locales)('the %s page is in its language, translated', (locale) => {
  const html = page(locale);
  const texts = pageTexts(locale);
  expect(html).toContain(`<html lang="${locale}">`);
  // React, which renders the page, writes an apostrophe as &#x27;.
  for (const text of [texts.heading, texts.message, texts.retry])
    expect(html).toContain(text.replaceAll("'", '&#x27;'));
  if (locale !== baseLocale) {
    const english = pageTexts(baseLocale);
    expect(texts.heading).not.toBe(english.heading);
    expect(texts.retry).not.toBe(english.retry);
  }
});

test('a page asks for nothing: no script, no file, no font or image but its own inline ones', () => {
  for (const locale of locales) {
    const html = page(locale);
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|@import/);
    for (const [, address] of html.matchAll(/(?:src|href)="([^"]*)"/g)) expect(address).toMatch(/^(data:|$)/);
    for (const [, address] of html.matchAll(/url\(([^)]*)\)/g)) expect(address).toMatch(/^data:/);
    expect(html).toContain('<svg viewBox='); // the wordmark, drawn inline
  }
});

test("the policy allows the pages' own style by its hash, and nothing from elsewhere", () => {
  const style = /<style>([\s\S]*)<\/style>/.exec(page(baseLocale))?.[1] ?? '';
  const hash = createHash('sha256').update(style).digest('base64');
  expect(policy).toContain(`style-src 'sha256-${hash}'`);
  expect(policy).toContain("default-src 'none'");
  expect(readFileSync(path.join(dir, 'unavailable-headers.conf'), 'utf8')).toContain(policy);
});

test.each(locales)(
  'the %s page for a body over the limit is the origin’s, linking back to the refused address',
  (locale) => {
    const html = readFileSync(path.join(dir, 'too-large', `${locale}.html`), 'utf8');
    expect(html).toBe(
      tooLargePage(
        locale,
        /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '',
        /rel="icon" href="([^"]*)"/.exec(html)?.[1] ?? '',
      ),
    );
    expect(html).toContain('<p class="status" aria-hidden="true">413</p>');
    expect(html).toContain('<a href="">');
  },
);
