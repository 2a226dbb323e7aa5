import { describe, expect, it, vi } from 'vitest';
import { builtInSettings, loadRuntimeSettings, mergeRuntimeSettings } from './runtime-settings';

describe('mergeRuntimeSettings', () => {
  it('lets each field of defaults.json override its setting', () => {
    const merged = mergeRuntimeSettings(builtInSettings, {
      environment: 'staging',
      gtmContainerId: 'GTM-ABC123',
      acqBackendGraphqlURL: 'https://backend.example/graphql',
    });
    expect(merged).toEqual({
      ...builtInSettings,
      environment: 'staging',
      gtmContainerId: 'GTM-ABC123',
      acqBackendGraphqlURL: 'https://backend.example/graphql',
    });
  });

  it('ignores missing, empty, mistyped and unknown fields, and null where a setting cannot be off', () => {
    const merged = mergeRuntimeSettings(builtInSettings, {
      environment: '',
      acqBackendGraphqlURL: null,
      loginUrl: 42,
      __proto__: { environment: 'polluted' },
      somethingElse: 'x',
    });
    expect(merged).toEqual(builtInSettings);
  });

  it('turns an optional setting off with null', () => {
    const base = { ...builtInSettings, featuresHost: 'https://features.example' };
    expect(mergeRuntimeSettings(base, { featuresHost: null }).featuresHost).toBeNull();
  });

  it('takes the third parties’ settings: consent script origin and settings id, error-report token', () => {
    const merged = mergeRuntimeSettings(builtInSettings, {
      consentScriptOrigin: 'https://cmp.example',
      consentSettingsId: 'uc-settings-1',
      errorReportAccessToken: 'post-client-item-token',
    });
    expect(merged).toMatchObject({
      consentScriptOrigin: 'https://cmp.example',
      consentSettingsId: 'uc-settings-1',
      errorReportAccessToken: 'post-client-item-token',
    });
    expect(builtInSettings).toMatchObject({ consentScriptOrigin: null, errorReportUrl: null });
  });
});

describe('loadRuntimeSettings', () => {
  it('reads /acquisition/defaults.json with credentials', async () => {
    const fetchMock = vi.fn(async () => Response.json({ acqBackendGraphqlURL: 'https://b.example/graphql' }));
    const settings = await loadRuntimeSettings(fetchMock);
    expect(fetchMock).toHaveBeenCalledWith('/acquisition/defaults.json', { credentials: 'include' });
    expect(settings.acqBackendGraphqlURL).toBe('https://b.example/graphql');
  });

  it('falls back to the built-in settings when the file cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadRuntimeSettings(async () => new Response('nope', { status: 503 }))).toEqual(builtInSettings);
    expect(await loadRuntimeSettings(async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual(
      builtInSettings,
    );
  });
});
