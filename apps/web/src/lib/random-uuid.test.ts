import { describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

describe('randomUuid', () => {
  it('gives version-4 UUIDs without crypto.randomUUID (not a secure context)', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const ids = new Set(Array.from({ length: 100 }, randomUuid));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    vi.restoreAllMocks();
  });
});
