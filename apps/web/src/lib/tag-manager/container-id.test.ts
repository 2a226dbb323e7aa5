import { describe, expect, it } from 'vitest';
import { checkContainerId, suggestedContainerId } from './container-id';

describe('checkContainerId', () => {
  it.each(['GTM-ABC12', 'GTM-5XK9Q2', 'G-1234ABCD'])('accepts %s', (id) => {
    expect(checkContainerId(id)).toEqual({ valid: true, id });
  });

  it('rejects a sloppy id and suggests the corrected form', () => {
    expect(checkContainerId(' gtm-abc12 ')).toEqual({
      valid: false,
      suggestion: 'GTM-ABC12',
      message:
        'Invalid tag-manager container id " gtm-abc12 ": it must be GTM- or G- followed by upper-case letters and digits. Did you mean "GTM-ABC12"?',
    });
  });

  it.each([
    ['g-abc', 'G-ABC'],
    ['GTM ABC12', 'GTM-ABC12'],
    ['GTM_ab-c12', 'GTM-ABC12'],
    ['gtm--abc12', 'GTM-ABC12'],
  ])('suggests %s -> %s', (raw, suggestion) => {
    expect(suggestedContainerId(raw)).toBe(suggestion);
    expect(checkContainerId(raw).valid).toBe(false);
  });

  it.each(['', 'GTM-', 'UA-12345-1', 'AW-123', 'GTM-ÄBC'])('rejects %j', (raw) => {
    const check = checkContainerId(raw);
    expect(check.valid).toBe(false);
  });

  it('suggests nothing when no valid id can be made of it', () => {
    expect(checkContainerId('UA-12345-1')).toMatchObject({ valid: false, suggestion: null });
    expect(checkContainerId('GTM-')).toMatchObject({ valid: false, suggestion: null });
  });
});
