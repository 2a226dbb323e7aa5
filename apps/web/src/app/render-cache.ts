import { LRUCache } from 'lru-cache';
import type { RenderedQueries } from '@/lib/graphql/client-source';
import { anonymousIdKey } from '@/lib/experiments/anonymous-id';
import { langCookieName, localeCookieName } from '@/lib/startup/lang-cookie';

/**
 * Rendered pages, shared between requests whose render inputs are the same: the URL, the
 * language, the country, the experiments' values, the router's data and the backend's answers.
 * A page is only ever shared between requests that carry no cookie but the anonymous id and the
 * language choices (which reach the render only through those inputs): a visitor's session,
 * tokens or sign-in never reach a shared page. The nonce of each response is put back into the
 * page; the per-visitor state (session id, anonymous id) lives in the page state, built per request.
 */
export interface CachedRender {
  html: string;
  renderedQueries: RenderedQueries;
}

const sharedCookies = new Set([anonymousIdKey, langCookieName, localeCookieName]);

// Short-lived: the backend's answers (an inviter's balance) may change, and so may the date.
const renders = new LRUCache<string, CachedRender>({ max: 500, ttl: 30_000 });

// Stands for the response's nonce in a kept page: random per process, so no content can forge it.
const noncePlaceholder = `nonce-${crypto.randomUUID()}`;

/** Whether a request may share a rendered page: it carries no cookie of its own visitor's. */
export function mayShareRender(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .every((name) => name === '' || sharedCookies.has(name));
}

/** The key of a render from everything the render reads. */
export function renderKey(inputs: Record<string, unknown>): string {
  return JSON.stringify(inputs);
}

export function takeRender(key: string, nonce: string): CachedRender | null {
  const kept = renders.get(key);
  return kept ? { ...kept, html: kept.html.replaceAll(noncePlaceholder, nonce) } : null;
}

/** Keeps a render, unless it holds something of this visitor's (then it is not shared). */
export function keepRender(key: string, render: CachedRender, nonce: string, visitorValues: readonly string[]) {
  if (visitorValues.some((value) => render.html.includes(value))) return;
  renders.set(key, { ...render, html: render.html.replaceAll(nonce, noncePlaceholder) });
}
