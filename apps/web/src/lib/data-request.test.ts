import { describe, expect, it } from 'vitest';
import { pagePathOf } from './data-request';

describe('pagePathOf', () => {
  it('is the page of a data request, as React Router addresses it', () => {
    expect(pagePathOf('/_.data')).toBe('/');
    expect(pagePathOf('/de/_.data')).toBe('/de/');
    expect(pagePathOf('/de/lobby.data')).toBe('/de/lobby');
    expect(pagePathOf('/de/lobby')).toBe('/de/lobby');
  });
});
