import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-log';

describe('loggablePath', () => {
  it('keeps the path and the query keys, never their values', () => {
    expect(loggablePath('/de/lobby?token=eyJhbGciOi&rc=VALID-CODE&rc=x')).toBe('/de/lobby?token=&rc=');
    expect(loggablePath('/about-us')).toBe('/about-us');
  });
});
