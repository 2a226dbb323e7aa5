import { describe, expect, it } from 'vitest';
import { identifiedCustomer } from './customer';
import { startupRecord, type StartupRecordInput } from './startup-record';

const input: StartupRecordInput = {
  country: 'AT',
  language: 'de',
  version: '1.2.3',
  webView: false,
  consentSettingsId: 'settings-1',
  consentScriptUrl: 'https://cmp.example/entrance/cmp/js/cmp_min.js?v=1',
  customer: null,
};

const jwt = (payload: object) =>
  ['{"alg":"none"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.x';

describe('startupRecord', () => {
  it('describes an anonymous browser visit with the fixed values and defaults startupRecord lists', () => {
    expect(startupRecord(input)).toEqual({
      applicationBrand: 'members-only',
      applicationCode: 'HTML',
      cmpHideOnStartup: 'false',
      cmpReadOnly: 'false',
      applicationCountry: 'AT',
      applicationEnvironment: 'WEB_browser',
      applicationLanguage: 'DE',
      applicationVersion: '1.2.3',
      userConnexionStatus: 'Unidentified customer',
      optInTrackingConsent: 'true',
      cmpUsercentricsSettingsId: 'settings-1',
      cmpScriptUrl: 'https://cmp.example/entrance/cmp/js/cmp_min.js?v=1',
    });
  });

  it('marks a webview visit and hides the consent dialog the app shows itself', () => {
    expect(startupRecord({ ...input, webView: true })).toMatchObject({
      applicationEnvironment: 'WEB_app',
      cmpHideOnStartup: 'true',
    });
  });

  it('passes an identified customer’s consent token and ids', () => {
    const customer = identifiedCustomer(
      jwt({ customerId: 'c-42', consentToken: 'ct-1', saltedHashedCustomerId: 'abc123' }),
    );
    expect(startupRecord({ ...input, customer })).toMatchObject({
      userConnexionStatus: 'Identified customer',
      cmpCustomerConsentToken: 'ct-1',
      cmpCustomerId: 'c-42',
      saltedHashedCustomerId: 'abc123',
    });
  });
});

describe('identifiedCustomer', () => {
  it('needs a JWT with all three customer claims', () => {
    expect(identifiedCustomer(null)).toBeNull();
    expect(identifiedCustomer('dev-admin-token')).toBeNull();
    expect(identifiedCustomer(jwt({ customerId: 'c-42' }))).toBeNull();
    expect(
      identifiedCustomer(`Bearer ${jwt({ customerId: 'c', consentToken: 't', saltedHashedCustomerId: 's' })}`),
    ).toEqual({ customerId: 'c', consentToken: 't', saltedHashedCustomerId: 's' });
  });
});
