import { describe, expect, it } from 'vitest';
import { postedForm } from './form-action.server';

const post = (body: string) =>
  new Request('http://site.test/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('postedForm', () => {
  it('reads a form as remix-hook-form does: repeated names as a list, dotted names as paths', async () => {
    expect(await postedForm(post('email=a%40b.c&tag=x&tag=y&address.city=Berlin'))).toEqual({
      email: 'a@b.c',
      tag: ['x', 'y'],
      address: { city: 'Berlin' },
    });
  });

  it('reads names remix-hook-form cannot take as they are, instead of failing', async () => {
    expect(await postedForm(post('0=a&email=b'))).toEqual({ 0: 'a', email: 'b' });
    expect(await postedForm(post('a.b=y&a.0=x'))).toEqual({ 'a.b': 'y', 'a.0': 'x' });
  });

  it('never writes into a prototype', async () => {
    const posted = await postedForm(post('__proto__.polluted=yes&constructor.prototype.polluted=yes&email=b'));
    expect(posted).toEqual({ email: 'b' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
