import { describe, expect, it } from 'vitest';
import { cspNoncePlaceholder, fillPageTemplate } from './page-template';

const template = `<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="${cspNoncePlaceholder}"><script type="module" src="/assets/index.js" nonce="${cspNoncePlaceholder}"></script></head><body><div id="root"></div></body></html>`;

describe('fillPageTemplate', () => {
  const page = {
    kind: 'page' as const,
    status: 200,
    locale: 'de',
    html: '<h1>Willkommen $&</h1>',
    pageState: '{"a":1}',
    setCookies: [],
  };

  it('puts the page, its language, its state and the response nonce into the template', () => {
    const html = fillPageTemplate(template, page, 'n0nce');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<div id="root" data-hydrating><h1>Willkommen $&</h1></div>'); // no replacement patterns
    expect(html).toContain('<script type="application/json" id="acq-page-state">{"a":1}</script>');
    expect(html).not.toContain(cspNoncePlaceholder);
    expect(html.match(/nonce="n0nce"/g)).toHaveLength(2);
  });

  it('leaves the page its own title', () => {
    const titled = template.replace('<head>', '<head><title>Members Only</title>');
    expect(fillPageTemplate(titled, { ...page, html: '<title>Über uns</title><h1>Über uns</h1>' }, 'n')).not.toContain(
      'Members Only',
    );
    expect(fillPageTemplate(titled, page, 'n')).toContain('<title>Members Only</title>');
  });

  it('refuses a template without the root element', () => {
    expect(() => fillPageTemplate('<html lang="en"></html>', page, 'n')).toThrow(/root/);
  });
});
