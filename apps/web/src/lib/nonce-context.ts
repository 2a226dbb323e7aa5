import { createContext } from 'react';

/**
 * Under `pnpm dev` only, the Content-Security-Policy nonce of the response being rendered (the
 * server's entry provides it; Vite adds styles with it). A production page's policy allows its
 * inline scripts by their hashes instead. In the browser, where nonces are hidden, it stays empty.
 */
export const NonceContext = createContext<string | undefined>(undefined);
