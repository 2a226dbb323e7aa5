import { describe, expect, it } from 'vitest';
import { isWellFormed } from './form-body';

const form = 'application/x-www-form-urlencoded';
const multipart = 'multipart/form-data; boundary=form-boundary';
const urlencoded = (text: string) => isWellFormed(form, form, Buffer.from(text, 'latin1'));

describe('isWellFormed', () => {
  it('takes what browsers and the router send', async () => {
    expect(await urlencoded('email=a%40b.c&firstName=J%C3%BCrgen&newsletter=on&x=')).toBe(true);
    expect(await urlencoded('')).toBe(true);
    expect(await urlencoded('a=%00')).toBe(true); // an escaped NUL is still UTF-8
  });

  it('refuses broken escapes and bytes that are not UTF-8, escaped or not', async () => {
    expect(await urlencoded('email=%E0%A4%A')).toBe(false);
    expect(await urlencoded('email=%zz')).toBe(false);
    expect(await urlencoded('email=%')).toBe(false);
    expect(await urlencoded('email=%C0%AF')).toBe(false); // overlong "/"
    expect(await urlencoded('email=%ED%A0%80')).toBe(false); // a surrogate
    expect(await urlencoded('email=\u00c0\u00af')).toBe(false); // the same, unescaped
    expect(await urlencoded('email=\u00ff')).toBe(false);
  });

  it('takes a multipart body only when it parses', async () => {
    const whole =
      '--form-boundary\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--form-boundary--\r\n';
    expect(await isWellFormed('multipart/form-data', multipart, Buffer.from(whole))).toBe(true);
    const otherBoundary = whole.replaceAll('--form-boundary', '--other-boundary');
    expect(await isWellFormed('multipart/form-data', multipart, Buffer.from(otherBoundary))).toBe(false);
    expect(await isWellFormed('multipart/form-data', 'multipart/form-data', Buffer.from(whole))).toBe(false);
  });
});
