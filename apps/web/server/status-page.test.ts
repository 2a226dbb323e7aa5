import { expect, test } from 'vitest';
import { statusPage } from './status-page';

// The texts of these pages come from the translations and, for a refusal's link back, from the
// refused request's address: whatever they hold stays text.
test('a status page writes what it is given as text, in its place', () => {
  const html = statusPage('de', {
    status: 400,
    heading: '<script>alert(1)</script>',
    text: 'Tom & Jerry’s "Shop"',
    link: { href: '/x?a=1&b="><img src=x>', label: 'Zurück' },
  });
  expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
  expect(html).not.toMatch(/<script|<img/);
  expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  expect(html).toContain('<p class="explanation">Tom &amp; Jerry’s &quot;Shop&quot;</p>');
  expect(html).toContain('<a href="/x?a=1&amp;b=&quot;&gt;&lt;img src=x&gt;">Zurück</a>');
  expect(html).toContain('<link rel="stylesheet" href="/acquisition/error/404.css"/>');
});

test("the edge's page carries its style inline, exactly as given (its policy allows it by its hash)", () => {
  const style = 'main > h1 { font: 1rem "Bodoni Moda"; }';
  const html = statusPage(
    'en',
    { status: 503, heading: 'Back soon', link: { href: '', label: 'Try again' } },
    { inlineStyle: style, icon: 'data:x' },
  );
  expect(html).toContain(`<style>${style}</style>`);
  expect(html).toContain('<a href="">Try again</a>'); // the address itself, opened anew
  expect(html).not.toContain('404.css');
});
