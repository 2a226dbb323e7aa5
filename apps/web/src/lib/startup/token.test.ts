import { describe, expect, it } from 'vitest';
import { emailFromToken } from './token';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (payload: string) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(payload)}.signature`;
const valid = jwt(JSON.stringify({ email: 'julia@example.com', sub: '1' }));

describe('emailFromToken', () => {
  it('reads the email of the payload without verifying the signature', () => {
    expect(emailFromToken(valid)).toBe('julia@example.com');
    expect(emailFromToken(jwt('{"email":"  julia@example.com "}'))).toBe('julia@example.com');
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not a JWT', 'token'],
    ['percent garbage', '%E0%A4%A'],
    ['a non-base64 payload', 'a.b.c'],
    ['a payload that is not JSON', `x.${base64url('not json')}.y`],
    ['an array payload', jwt('[{"email":"julia@example.com"}]')],
    ['a null payload', jwt('null')],
    ['a string payload', jwt('"julia@example.com"')],
    ['a numeric email', jwt('{"email":42}')],
    ['an object email', jwt('{"email":{"toString":"julia@example.com"}}')],
    ['an empty email', jwt('{"email":""}')],
    ['a blank email', jwt('{"email":"   "}')],
    ['no email', jwt('{"sub":"1"}')],
    ['an email only on __proto__', jwt('{"__proto__":{"email":"julia@example.com"}}')],
    ['an over-long token', jwt(JSON.stringify({ email: 'julia@example.com', pad: 'x'.repeat(5000) }))],
  ])('is null for %s', (_case, token) => expect(emailFromToken(token)).toBeNull());

  it('pollutes nothing', () => {
    emailFromToken(jwt('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'));
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
