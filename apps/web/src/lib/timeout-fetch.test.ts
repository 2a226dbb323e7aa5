import { describe, expect, it } from 'vitest';
import { fetchWithTimeout, RequestTimeoutError, requestTimeoutMs } from './timeout-fetch';

const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('fetchWithTimeout', () => {
  it('gives up after the time-out with "Timeout exceeded" (30 s unless told otherwise)', async () => {
    expect(requestTimeoutMs).toBe(30_000);
    // AbortSignal.timeout runs on the platform's own timer: a short real time-out stands in for 30 s.
    const started = Date.now();
    const request = fetchWithTimeout(neverAnswers, 50)('http://backend/graphql');
    await expect(request).rejects.toThrow(new RequestTimeoutError());
    await expect(request).rejects.toHaveProperty('message', 'Timeout exceeded');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('passes answers and other failures through', async () => {
    await expect(fetchWithTimeout(async () => new Response('ok'))('http://x').then((r) => r.text())).resolves.toBe(
      'ok',
    );
    await expect(
      fetchWithTimeout(async () => Promise.reject(new TypeError('Failed to fetch')))('http://x'),
    ).rejects.toThrow(TypeError);
  });
});
