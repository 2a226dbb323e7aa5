import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, wcagViolations } from './axe';
import { appReady } from './app-ready';
import { forceFeatures } from './features';
import { resetMockBackend } from './mock-backend';
import { translations } from './translations';

test.beforeEach(resetMockBackend);

test.describe('the landing page in its error state has no axe violations (WCAG 2.2 AA)', () => {
  for (const language of ['en', 'de', 'pl'] as const) {
    test(`in ${language}: the empty code form and the empty registration form, submitted`, async ({ page }) => {
      const t = translations[language];
      const prefix = language === 'en' ? '' : `/${language}`;
      for (const [query, submit] of [
        ['?disablegb=true', t.codeEntry.submit],
        ['?rc=VALID-CODE&disablegb=true', t.registration.form.signUp],
      ] as const) {
        await page.goto(`${prefix}/${query}`);
        await appReady(page);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByRole('alert').first()).toBeFocused();
        await animationsSettled(page);
        expect(await wcagViolations(page), `${prefix}/${query}`).toEqual([]);
      }
    });
  }
});

interface RingReading {
  element: string;
  /** Which surface: the footer, a banner, the dark layout, a card, or the light page. */
  where: string;
  outline: string;
  background: string;
  contrast: number;
  width: number;
}

/**
 * The focus ring of the focused element against the colours it is drawn on: the first opaque
 * background behind the ring (the element's parent's, as the ring sits outside the element; its
 * own when the ring is inset), with semi-transparent backgrounds and the colours of background
 * patterns (the inclined lines) composited over it; the lowest contrast counts.
 */
function readRing(page: Page): Promise<RingReading | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r, g, b, a = '1'] = match[1]!.split(/[\s,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      });
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) {
      return {
        element: element.outerHTML.slice(0, 80),
        where: '',
        outline: 'none',
        background: '',
        contrast: 0,
        width: 0,
      };
    }
    const ring = parse(style.outlineColor)[0]!;
    // The layers behind the ring, from the nearest up to the first opaque one.
    const layers: { color: Rgba; patterns: Rgba[] }[] = [];
    let node: HTMLElement | null = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
    for (; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      const color = parse(own.backgroundColor)[0] ?? [0, 0, 0, 0];
      const patterns = parse(own.backgroundImage).filter((layer) => layer[3] > 0);
      if (color[3] > 0 || patterns.length > 0) layers.push({ color, patterns });
      if (color[3] === 1) break;
    }
    let backgrounds: Rgba[] = [[255, 255, 255, 1]];
    for (const { color, patterns } of layers.reverse()) {
      backgrounds = backgrounds.flatMap((below) => {
        const plain = color[3] > 0 ? over(color, below) : below;
        return [plain, ...patterns.map((pattern) => over(pattern, plain))];
      });
    }
    const readings = backgrounds.map((background) => ({
      background,
      contrast: contrast(over(ring, background), background),
    }));
    const worst = readings.sort((a, b) => a.contrast - b.contrast)[0]!;
    const hex = (c: Rgba) =>
      `#${c
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('')}`;
    const where = element.closest('footer')
      ? 'footer'
      : element.closest('[class*="banner"]')
        ? 'banner'
        : element.closest('.card')
          ? 'card'
          : element.closest('.layout--black-inclined-lines')
            ? 'black inclined lines'
            : 'light page';
    return {
      where,
      element: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 24)}"`,
      outline: hex(ring),
      background: hex(worst.background),
      contrast: Math.round(worst.contrast * 100) / 100,
      width: parseFloat(style.outlineWidth),
    };
  });
}

// Light pages, the dark (black-inclined-lines) layout, the night footer, a dark seasonal banner,
// the error summary and the cards on dark pages.
const focusPages = [
  '/?disablegb=true',
  '/?rc=VALID-CODE&disablegb=true',
  '/membership-interest',
  '/membership-interest/apply',
  '/admin/registrationlinkgenerator', // dark, like the membership pages
  '/registration/formstarted',
  '/registration/deny',
  '/about-us',
];

test('the focus ring has at least 3:1 against every background it is drawn on (WCAG 1.4.11)', async ({ page }) => {
  test.setTimeout(240_000);
  // The Black Week banner: a dark banner with a link.
  await forceFeatures(page, { 'landing-banner': 'black-week' });
  const figures = new Map<string, { min: number; outline: string; element: string }>();
  const failures: string[] = [];
  for (const path of focusPages) {
    await page.goto(path);
    await appReady(page);
    await page.locator('body').focus();
    const seen = new Set<string>();
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Tab');
      const reading = await readRing(page);
      if (!reading) break;
      const key = `${reading.element}`;
      if (seen.has(key)) break; // round the page once
      seen.add(key);
      if (reading.contrast < 3 || reading.width < 2) failures.push(`${path} ${JSON.stringify(reading)}`);
      const pair = `${reading.where}: ${reading.outline} on ${reading.background}`;
      const known = figures.get(pair);
      if (!known || reading.contrast < known.min) figures.set(pair, { min: reading.contrast, ...reading });
    }
  }
  // The error summary takes focus by script after a failed submit: its ring counts too.
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  await page.getByRole('button', { name: translations.en.registration.form.signUp }).press('Enter');
  await expect(page.getByRole('alert').first()).toBeFocused();
  const summary = await readRing(page);
  expect(summary).not.toBeNull();
  figures.set(`error summary: ${summary!.outline} on ${summary!.background}`, { min: summary!.contrast, ...summary! });
  if (summary!.contrast < 3) failures.push(`error summary ${JSON.stringify(summary)}`);

  const table = [...figures].map(([pair, { min, element }]) => `${pair}: ${min.toFixed(2)}:1 (e.g. ${element})`);
  test.info().annotations.push({ type: 'focus ring contrast', description: table.join('\n') });
  console.log(`Focus ring contrast, lowest per colour pair:\n  ${table.join('\n  ')}`);
  expect(failures).toEqual([]);
  expect(figures.size).toBeGreaterThanOrEqual(3); // light, night and error backgrounds were all measured
});

test('every link and button is a target of at least 24 × 24 px, unless it sits in a sentence (WCAG 2.5.8)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const small: string[] = [];
  for (const path of [...focusPages, '/registration/registrationformemailpendingcomplete', '/error/404']) {
    await page.goto(path);
    await appReady(page);
    // The layout is CSS alone, so the page resized is the page loaded at that width.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')].flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || (box.width >= 24 && box.height >= 24)) return [];
          // WCAG 2.5.8's exception: a link inside a sentence, sized by the line of text.
          const text = (element.textContent ?? '').trim().length;
          const inSentence =
            getComputedStyle(element).display === 'inline' &&
            (element.parentElement?.textContent ?? '').trim().length > text + 2;
          return inSentence
            ? []
            : [`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim()}" ${box.width}×${box.height}`];
        }),
      );
      small.push(...found.map((entry) => `${path} at ${width}: ${entry}`));
    }
  }
  expect(small).toEqual([]);
});

test('"Apply for membership" on /registration/formstarted is a 44 px high target', async ({ page }) => {
  await page.goto('/registration/formstarted');
  const link = page.getByRole('link', { name: translations.en.registration.applyForMembership });
  const box = await link.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(24);
});
