import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-log';

describe('loggablePath', () => {
  it('keeps the path and the query keys, never their values', () => {
    expect(loggablePath('/de/lobby?token=eyJhbGciOi&rc=VALID-CODE&rc=x')).toBe('/de/lobby?token=&rc=');
    expect(loggablePath('/about-us')).toBe('/about-us');
  });

  it('reads any request target as a path, also one a URL parser would take for a host', () => {
    expect(loggablePath('//[?token=x')).toBe('//[?token=');
    expect(loggablePath('//evil.example/x')).toBe('//evil.example/x');
    expect(loggablePath('*')).toBe('/*');
  });
});
