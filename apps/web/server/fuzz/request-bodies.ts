import fc from 'fast-check';
import { lobbyToken, long, oddPiece, printable } from './request-parts';

/** A body and the Content-Type that says what it is (null: none). */
export interface Body {
  type: string | null;
  bytes: Uint8Array;
}

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

// The forms' fields (registration, its steps, waiting list, membership, activation, admin) and values.
const fieldName = fc.oneof(
  {
    arbitrary: fc.constantFrom('email', 'country', 'firstName', 'lastName', 'gender', 'newsletter', 'step', 'flow'),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom('termsAndConditionsAccepted', 'registrationCode', 'validityTimestamp', 'activationId'),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom('socialToken', 'emailToken', 'waitingListApprovalToken', 'shoppingPreferences'),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('sessionId', 'code', 'reason', 'shoppingPreferences[]', 'a.b', 'a.0', '0'), weight: 1 },
  { arbitrary: fc.constantFrom('__proto__.polluted', 'constructor.prototype.polluted', '__proto__'), weight: 1 },
  { arbitrary: printable(8), weight: 1 },
);
const fieldValue = fc.oneof(
  {
    arbitrary: fc.constantFrom('fuzz@example.com', 'active@example.com', 'pending@example.com', 'DE', 'FR', 'FEMALE'),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom('on', 'true', 'email', 'details', 'oneStep', 'social', 'default', 'VALID-CODE', ''),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(lobbyToken, '["WOMEN"]', '{"a":1}', 'null', '1e309', '__proto__'), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: long(70_000), weight: 1 },
);
const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 10 });

const form = 'application/x-www-form-urlencoded';
const formBody = fields.map((pairs): Body => ({
  type: form,
  bytes: utf8(pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')),
}));

// A form whose encoding is broken: bad escapes, NUL, bytes that are not UTF-8 (overlong, lone
// continuation bytes, a surrogate), raw or percent-encoded.
const brokenFormBody = fc
  .array(
    fc.oneof(printable(6), oddPiece, fc.constantFrom('\u00c0\u00af', '\u0080', '\u00ed\u00a0\u0080', '\u0000', '%00')),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((parts): Body => ({ type: form, bytes: latin1(`email=${parts.join('')}&country=DE`) }));

const boundary = 'fuzzboundary';
const multipartBody = fc
  .tuple(fields, fc.constantFrom('whole', 'no end', 'other boundary', 'no boundary'))
  .map(([pairs, shape]): Body => {
    const mark = shape === 'other boundary' ? 'otherboundary' : boundary;
    const parts = pairs.map(
      ([name, value]) => `--${mark}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const end = shape === 'no end' ? '' : `--${mark}--\r\n`;
    const type = shape === 'no boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
    return { type, bytes: utf8(`${parts.join('')}${end}`) };
  });

const jsonBody = fc
  .jsonValue({ maxDepth: 3 })
  .map((value): Body => ({ type: 'application/json', bytes: utf8(JSON.stringify(value)) }));

const binaryBody = fc
  .tuple(fc.uint8Array({ maxLength: 2_000 }), fc.constantFrom(null, 'application/octet-stream', form, 'text/plain'))
  .map(([bytes, type]): Body => ({ type, bytes }));

// Over the forms' 64 kB: mostly a little, now and then by far.
const oversizedBody = fc
  .oneof(
    { arbitrary: fc.integer({ min: 65_537, max: 300_000 }), weight: 8 },
    { arbitrary: fc.constant(5 * 1024 * 1024), weight: 1 },
  )
  .map((length): Body => ({ type: form, bytes: new Uint8Array(length).fill(0x61) }));

const noBody = fc.constant<Body>({ type: null, bytes: new Uint8Array(0) });

export const body = fc.oneof(
  { arbitrary: noBody, weight: 4 },
  { arbitrary: formBody, weight: 8 },
  { arbitrary: brokenFormBody, weight: 2 },
  { arbitrary: multipartBody, weight: 2 },
  { arbitrary: jsonBody, weight: 2 },
  { arbitrary: binaryBody, weight: 2 },
  { arbitrary: oversizedBody, weight: 1 },
);
