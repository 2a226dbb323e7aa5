import type { PageRenderResult } from '../src/entry-server';

/** Vite writes this placeholder wherever a nonce belongs (`html.cspNonce`); each response replaces it. */
export const cspNoncePlaceholder = '__CSP_NONCE__';

const rootElement = '<div id="root"></div>';

/**
 * The built index.html with a rendered page in it: the page's language, its markup in the root
 * element, the state the browser hydrates from, and this response's nonce on every script.
 */
export function fillPageTemplate(
  template: string,
  page: Extract<PageRenderResult, { kind: 'page' }>,
  nonce: string,
): string {
  if (!template.includes(rootElement)) throw new Error(`The page template has no ${rootElement}.`);
  const state = `<script type="application/json" id="acq-page-state">${page.pageState}</script>`;
  // The page names itself (React renders its <title> with it): the template's generic one goes.
  const withTitle = page.html.includes('<title>') ? template.replace(/<title>[^<]*<\/title>\s*/, '') : template;
  return withTitle
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(rootElement, () => `<div id="root" data-hydrating>${page.html}</div>${state}`)
    .replaceAll(cspNoncePlaceholder, nonce);
}
