import { describe, expect, it } from 'vitest';
import { connectOrigins, runtimeDefaultsFromEnv, scriptOrigins } from './runtime-defaults';

describe('runtimeDefaultsFromEnv', () => {
  it('points at the local mock backend by default', () => {
    const defaults = runtimeDefaultsFromEnv({});
    expect(defaults.acqBackendGraphqlURL).toBe('http://127.0.0.1:4000/graphql');
    expect(connectOrigins(defaults)).toEqual(['http://127.0.0.1:4000']);
    // The mock backend stands in for the consent platform; no tag manager without a container id.
    expect(scriptOrigins(defaults)).toEqual(['http://127.0.0.1:4000']);
  });

  it('takes every URL from the environment', () => {
    const defaults = runtimeDefaultsFromEnv({
      ACQ_BACKEND_GRAPHQL_URL: 'https://acq.example/graphql',
      ACQ_FEATURES_HOST: 'https://features.example',
      ACQ_ERROR_REPORT_URL: '/errors',
      ACQ_GTM_CONTAINER_ID: 'GTM-XYZ',
      ACQ_CONSENT_SCRIPT_ORIGIN: 'https://cmp.example',
    });
    expect(defaults).toMatchObject({ acqBackendGraphqlURL: 'https://acq.example/graphql', gtmContainerId: 'GTM-XYZ' });
    // The GraphQL backend is the server's to reach, not the browser's.
    expect(connectOrigins(defaults)).toEqual(['https://features.example', 'https://cmp.example']);
    expect(scriptOrigins(defaults)).toEqual(['https://cmp.example']);
  });
});
