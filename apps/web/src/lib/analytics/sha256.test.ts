import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashEmail, sha256Hex } from './sha256';

// sha256('anna@example.com'), as `sha256sum` computes it
const annaHash = 'f7d54c22dda5b1780276601cd005909b70543fc4a6ba72d735b4cb9bbb611f01';

describe('sha256Hex', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hashes with Web Crypto in a secure context', async () => {
    await expect(hashEmail(' Anna@Example.com ')).resolves.toBe(annaHash);
  });

  it('gives the same digests outside a secure context, where crypto.subtle is missing (plain http)', async () => {
    const texts = ['Zoë Ångström – ☃', '', 'x'.repeat(1000)];
    const withWebCrypto = await Promise.all(texts.map(sha256Hex));
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    await expect(hashEmail('anna@example.com')).resolves.toBe(annaHash);
    await expect(Promise.all(texts.map(sha256Hex))).resolves.toEqual(withWebCrypto);
  });
});
