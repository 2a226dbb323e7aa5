import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { translations } from './translations';

/** "Slide {current} of {total}" as the visitor reads it. */
const slideOf = (template: string, current: number, total: number) =>
  template.replace(/\{current(:number)?\}/, String(current)).replace(/\{total(:number)?\}/, String(total));

for (const [prefix, language] of [
  ['', 'en'],
  ['/de', 'de'],
] as const) {
  const t = translations[language];
  const slides = t.screenPages.aboutUs.slides;

  test(`about us shows the member benefits in an accessible carousel, in ${language}`, async ({ page }) => {
    await page.goto(`${prefix}/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.screenPages.aboutUs.heading);
    await appReady(page); // the arrows turn the slides once the app runs (a loaded machine clicked earlier)
    const carousel = page.getByRole('region', { name: t.screenPages.aboutUs.carouselLabel });
    const next = carousel.getByRole('button', { name: t.carousel.next });
    const titles = [slides.invitation, slides.fashion, slides.designers, slides.exclusivity, slides.countries];
    for (const [index, slide] of titles.entries()) {
      const group = carousel.getByRole('group', { name: slideOf(t.carousel.slideOf, index + 1, 5) });
      await expect(group.getByRole('heading', { name: slide.title })).toBeVisible();
      await expect(group.getByText(slide.text)).toBeVisible();
      await next.click();
    }
    // After the last benefit comes the first again; previous goes back to the last.
    await expect(carousel.getByRole('heading', { name: slides.invitation.title })).toBeVisible();
    await carousel.getByRole('button', { name: t.carousel.previous }).click();
    await expect(carousel.getByRole('heading', { name: slides.countries.title })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: slides.invitation.title })).toBeHidden();
  });

  test(`the stores page lists Munich, Dornach and Vienna for card holders, in ${language}`, async ({ page }) => {
    await page.goto(prefix || '/');
    await page.getByRole('link', { name: t.footer.stores }).click();
    await expect(page).toHaveURL(`${prefix}/stores`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.screenPages.stores.heading);
    for (const city of [t.screenPages.stores.munich, t.screenPages.stores.dornach, t.screenPages.stores.vienna]) {
      await expect(page.getByRole('heading', { level: 2, name: city })).toBeVisible();
    }
    await expect(page.getByText(t.screenPages.stores.body)).toBeVisible();
    await expect(page.getByText(t.screenPages.stores.access)).toBeVisible();
  });
}
