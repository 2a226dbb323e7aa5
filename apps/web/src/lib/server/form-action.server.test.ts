import { describe, expect, it } from 'vitest';
import { postedForm } from './form-action.server';

const post = (body: string) =>
  new Request('http://site.test/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('postedForm', () => {
  it('reads a form as the browser posts it: each name’s text, a repeated name as a list', async () => {
    expect(await postedForm(post('email=a%40b.c&tag=x&tag=y&address.city=Berlin'))).toEqual({
      email: 'a@b.c',
      tag: ['x', 'y'],
      'address.city': 'Berlin',
    });
    expect(await postedForm(post('0=a&email=b&a.0=x'))).toEqual({ 0: 'a', email: 'b', 'a.0': 'x' });
  });

  it('never writes into a prototype', async () => {
    const posted = await postedForm(post('__proto__=yes&__proto__.polluted=yes&constructor=yes&email=b'));
    expect(posted).toEqual({ '__proto__.polluted': 'yes', email: 'b' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
