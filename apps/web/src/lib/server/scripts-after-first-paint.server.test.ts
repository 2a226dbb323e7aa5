// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { scriptsAfterFirstPaint, type PartModules } from './scripts-after-first-paint.server';

const form: PartModules = { selector: 'form.registration-form', hrefs: ['/assets/form.js', '/assets/shared.js'] };

// React's markup of a page: its modules named in the head, the router's module script in the body.
const page = (main: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/shared.js"/></head>' +
  `<body>${main}<script type="module">import "/assets/entry.js";</script></body></html>`;
const withForm = page('<form noValidate="" class="registration-form" method="post"></form>');

it('holds back the page’s modules and names the code of a part it shows after them', () => {
  const html = scriptsAfterFirstPaint(withForm, undefined, [form]);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  // The form's own chunk, not the one the page names already, before the restoring script.
  expect(html).toContain('<link rel="x-modulepreload-after-start" href="/assets/form.js"/><script>');
  expect(html).not.toContain('rel="x-modulepreload-after-start" href="/assets/shared.js"');
});

it('names no part’s code where the page does not show the part', () => {
  const elsewhere = page('<form class="registration-form-note"></form><p class="registration-form">');
  expect(scriptsAfterFirstPaint(elsewhere, undefined, [form])).not.toContain('<link rel="x-modulepreload-after-start"');
});

it('restores the page’s preloads one per task, then its module script, then the part’s preloads', async () => {
  const html = scriptsAfterFirstPaint(withForm, undefined, [form]);
  document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/g, '');
  const steps: string[] = [];
  new MutationObserver((records) => {
    for (const { target } of records) {
      const element = target as HTMLElement;
      steps.push(element.tagName === 'SCRIPT' ? 'module script' : element.getAttribute('href')!);
    }
  }).observe(document, { subtree: true, attributeFilter: ['rel', 'type'] });
  new Function(/<script>([\s\S]*)<\/script><\/body>/.exec(html)![1]!)();

  await expect.poll(() => steps.at(-1), { timeout: 2000 }).toBe('/assets/form.js');
  expect(steps).toEqual(['/assets/entry.js', '/assets/shared.js', 'module script', '/assets/form.js']);
  expect([...document.querySelectorAll('link')].map((link) => link.rel)).toEqual([
    'modulepreload',
    'modulepreload',
    'modulepreload',
  ]);
});
