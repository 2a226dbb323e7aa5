import { createContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (the server's entry provides
 * it); in the browser, where nonces are hidden from the page, it stays empty.
 */
export const NonceContext = createContext<string | undefined>(undefined);
