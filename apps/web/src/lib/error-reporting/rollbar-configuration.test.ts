import scrub from 'rollbar/src/scrub';
import truncation from 'rollbar/src/truncation';
import { describe, expect, it } from 'vitest';
import { rollbarConfiguration, scrubbedFields } from './rollbar-configuration';

const configuration = rollbarConfiguration({
  endpoint: 'http://127.0.0.1:4000/dev/error-reports',
  accessToken: 'client-token',
  environment: 'test',
  codeVersion: '1.0.0',
});

/** What the library does to an item before sending: its scrubber, then our transform. */
function prepare(data: Record<string, unknown>) {
  const scrubbed = scrub(data, configuration.scrubFields) as Record<string, unknown>;
  configuration.transform!(scrubbed, {});
  return scrubbed;
}

describe('rollbarConfiguration', () => {
  it('has docs/product.md §9’s figures and scrubs the fields scrubbedFields lists', () => {
    expect(configuration).toMatchObject({
      endpoint: 'http://127.0.0.1:4000/dev/error-reports',
      itemsPerMinute: 60,
      captureIp: 'anonymize',
      maxTelemetryEvents: 100,
      captureUncaught: true,
    });
    expect(configuration.overwriteScrubFields).toBeFalsy(); // the library's defaults stay
    expect(scrubbedFields).toEqual(
      expect.arrayContaining(['gender', 'firstName', 'lastName', 'email', 'postalCode', 'bday', 'country']),
    );
  });

  it('leaves no e-mail, name, token or code in an item: fields, query strings, free text', () => {
    const item = prepare({
      body: { trace: { exception: { message: 'Registration failed for Anna.Berg@example.com' } } },
      request: {
        url: 'http://127.0.0.1:4173/lobby?token=eyJhbGciOi.eyJlbWFpbCI6.sig&rc=VALID-CODE&lang=de',
        query_string: '?acqParams=rc%3DVALID-CODE&redirectUrl=https%3A%2F%2Fx.example%2F%3Fe%3Danna%2540example.com',
      },
      custom: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', note: 'x' },
      context: 'x'.repeat(300),
    });
    const text = JSON.stringify(item);
    expect(text).not.toMatch(/anna|berg|eyJ|VALID-CODE/i);
    expect(text).toContain('lang=de'); // what is not personal stays readable
    expect((item.custom as Record<string, unknown>).note).toBe('x');
    expect((item.context as string).length).toBe(255);
  });

  it('scrubs once more before sending, where the library has added the raw error', () => {
    const item = { notifier: { diagnostic: { raw_error: { message: 'Failed for anna@example.com' } } } };
    configuration.onSendCallback!(true, [], item);
    expect(JSON.stringify(item)).not.toContain('anna@example.com');
  });

  it('relies on the library’s payload limit of 524288 bytes', () => {
    const result = truncation.truncate({ data: { body: { message: { body: 'x'.repeat(1_000_000) } } } }) as {
      value: string;
    };
    expect(new TextEncoder().encode(result.value).length).toBeLessThanOrEqual(524_288);
  });
});
