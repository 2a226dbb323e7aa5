import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { mounts, translations } from './translations';

const slugs = ['imprint', 'privacy-policy', 'terms', 'jobs', 'sustainability'] as const;
const documentHeading = (language: string, slug: string) =>
  readFileSync(new URL(`../src/features/content/documents/${language}/${slug}.md`, import.meta.url), 'utf8')
    .split('\n')[0]!
    .replace(/^# /, '');

test('the footer links open the content pages, rendered from markdown', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL('/content/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
  await expect(page).toHaveTitle('Imprint | Members Only');
  await expect(page.getByText('Members Only GmbH')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Register entry' })).toBeVisible();

  await page.goto('/de');
  await page.getByRole('link', { name: translations.de.footer.privacyPolicy }).click();
  await expect(page).toHaveURL('/de/content/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByRole('heading', { level: 2, name: 'Deine Rechte' })).toBeVisible();
});

test('every content page exists in every language', async ({ page }) => {
  test.setTimeout(120_000); // thirty-five pages
  for (const { prefix, language } of mounts) {
    for (const slug of slugs) {
      await page.goto(`${prefix}/content/${slug}`);
      await expect(page.getByRole('heading', { level: 1 }), `${prefix}/${slug}`).toHaveText(
        documentHeading(language, slug),
      );
    }
  }
});

test('only the document the visitor opens is fetched, with its page’s data', async ({ page }) => {
  const documentChunks: string[] = [];
  const pageData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const file = pathname.split('/').pop() ?? '';
    if (/^(imprint|privacy-policy|terms|jobs|sustainability)-.*\.js$/.test(file)) documentChunks.push(file);
    if (pathname.endsWith('.data')) pageData.push(pathname);
  });
  await page.goto('/fr/content/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions générales' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales');
  // The server renders the first document; the next comes with its page's data from the loader.
  expect(pageData).toEqual(['/fr/content/terms.data']);
  expect(documentChunks).toEqual([]);
});

test('an unknown content page is a 404, in the visitor’s language', async ({ page }) => {
  await page.goto('/content/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page Not Found: /content/no-such-page')).toBeVisible();
  await page.goto('/de/content/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations.de.errorPage.notFound);
});
