import { describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout, RequestTimeoutError } from './timeout-fetch';

const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('fetchWithTimeout', () => {
  it('gives up after the time-out with "Timeout exceeded"', async () => {
    vi.useFakeTimers();
    const request = fetchWithTimeout(neverAnswers, 30_000)('http://backend/graphql');
    const outcome = expect(request).rejects.toThrow(new RequestTimeoutError());
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    await expect(request).rejects.toHaveProperty('message', 'Timeout exceeded');
    vi.useRealTimers();
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
