/** What the app needs to know about its environment at run time (SPEC.md §7.1 and DESIGN.md). */
export interface RuntimeSettings {
  environment: string;
  gtmContainerId: string | null;
  acqBackendGraphqlURL: string;
  acqBackendGraphqlWsURL: string | null;
  loginUrl: string;
  featuresHost: string | null;
  featuresClientKey: string | null;
  errorReportUrl: string | null;
  /** The error-reporting service's client token (a public, post-only token). */
  errorReportAccessToken: string | null;
  /** Origin of the consent-management script; null: the site's own origin. */
  consentScriptOrigin: string | null;
  /** The consent platform's settings id, passed to it through the data layer. */
  consentSettingsId: string | null;
}

export const builtInSettings: RuntimeSettings = {
  environment: 'production',
  gtmContainerId: null,
  acqBackendGraphqlURL: '/graphql',
  acqBackendGraphqlWsURL: null,
  loginUrl: '/login',
  featuresHost: null,
  featuresClientKey: null,
  errorReportUrl: null,
  errorReportAccessToken: null,
  consentScriptOrigin: null,
  consentSettingsId: null,
};

export const runtimeSettingsPath = '/acquisition/defaults.json';

const nullableKeys = [
  'gtmContainerId',
  'acqBackendGraphqlWsURL',
  'featuresHost',
  'featuresClientKey',
  'errorReportUrl',
  'errorReportAccessToken',
  'consentScriptOrigin',
  'consentSettingsId',
] as const satisfies readonly (keyof RuntimeSettings)[];

/**
 * Each field of the response, when present and well-formed (a non-empty string, or null where
 * the setting may be off), overrides the built-in setting; anything else is ignored.
 */
export function mergeRuntimeSettings(base: RuntimeSettings, response: unknown): RuntimeSettings {
  if (typeof response !== 'object' || response === null) return base;
  const merged: RuntimeSettings = { ...base };
  for (const key of Object.keys(base) as (keyof RuntimeSettings)[]) {
    const value: unknown = (response as Record<string, unknown>)[key];
    const mayBeNull = (nullableKeys as readonly string[]).includes(key);
    if ((typeof value === 'string' && value !== '') || (value === null && mayBeNull)) {
      Object.assign(merged, { [key]: value });
    }
  }
  return merged;
}

/** GET /acquisition/defaults.json with credentials; a failure leaves the built-in settings. */
export async function loadRuntimeSettings(fetchImpl: typeof fetch = fetch): Promise<RuntimeSettings> {
  try {
    const response = await fetchImpl(runtimeSettingsPath, { credentials: 'include' });
    if (!response.ok) throw new Error(`HTTP error: ${response.status}`);
    return mergeRuntimeSettings(builtInSettings, await response.json());
  } catch (error) {
    console.error('Could not load runtime settings, using built-in ones:', error);
    return builtInSettings;
  }
}
