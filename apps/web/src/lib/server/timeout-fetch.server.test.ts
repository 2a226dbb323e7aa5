import { describe, expect, it } from 'vitest';
import { RequestTimeoutError, requestTimeoutMs } from './timeout-fetch.server';

describe('the request time-out', () => {
  it('is 30 s, and surfaces as "Timeout exceeded"', () => {
    expect(requestTimeoutMs).toBe(30_000);
    expect(new RequestTimeoutError()).toHaveProperty('message', 'Timeout exceeded');
  });
});
