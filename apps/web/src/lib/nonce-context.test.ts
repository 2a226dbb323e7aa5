// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { pageNonce } from './nonce-context';

afterEach(() => document.head.replaceChildren());

it('reads the page’s nonce under `pnpm dev` from the element Vite reads it from', () => {
  document.head.innerHTML = '<meta property="csp-nonce" nonce="r4nd0m">';
  expect(pageNonce()).toBe('r4nd0m');
});

it('has none where the page names none', () => {
  expect(pageNonce()).toBeUndefined();
});
