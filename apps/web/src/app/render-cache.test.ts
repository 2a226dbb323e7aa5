import { describe, expect, it } from 'vitest';
import { keepRender, mayShareRender, renderKey, takeRender } from './render-cache';

describe('the render cache', () => {
  it('shares pages only between requests without a visitor’s own cookies', () => {
    expect(mayShareRender('')).toBe(true);
    expect(mayShareRender('acqAnonymousId=a; lang=de; locale=de')).toBe(true);
    expect(mayShareRender('acqAnonymousId=a; apollo:default.token=secret')).toBe(false);
    expect(mayShareRender('lang=de; acqLobbyToken=x')).toBe(false);
  });

  it('gives each response its own nonce', () => {
    const key = renderKey({ url: 'http://site/?rc=A' });
    keepRender(key, { html: '<script nonce="first">x</script>', renderedQueries: {} }, 'first', []);
    expect(takeRender(key, 'second')?.html).toBe('<script nonce="second">x</script>');
    expect(takeRender(key, 'third')?.html).toBe('<script nonce="third">x</script>');
  });

  it('does not keep a page that shows something of its visitor', () => {
    const key = renderKey({ url: 'http://site/lobby' });
    keepRender(key, { html: '<p>session-123</p>', renderedQueries: {} }, 'n', ['session-123', 'visitor-9']);
    expect(takeRender(key, 'n')).toBeNull();
  });

  it('keys renders by every input', () => {
    expect(renderKey({ url: 'a', experiments: { layout: 1 } })).not.toBe(
      renderKey({ url: 'a', experiments: { layout: 2 } }),
    );
  });
});
