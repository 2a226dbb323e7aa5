import { createContext } from 'react';

/**
 * Under `pnpm dev` only, the Content-Security-Policy nonce of the response being rendered (the
 * server's entry provides it; Vite adds styles with it). A production page's policy allows its
 * inline scripts by their hashes instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The page's nonce in the browser, under `pnpm dev`: hidden from its elements' attributes but kept
 * in their `nonce` property, which React compares when it hydrates. Without it the elements that
 * carry one (React Router's critical styles among them) would not match the server's.
 */
export function pageNonce(): string | undefined {
  if (!import.meta.env.DEV) return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce || undefined;
}
