import { describe, expect, it } from 'vitest';
import { restoreAcqParams } from './acq-params';
import { readStartupQuery } from './query-params';

const bundle = (query: string) => `acqParams=${encodeURIComponent(query)}`;
const restored = (search: string) => restoreAcqParams(search).toString();

describe('restoreAcqParams', () => {
  it('leaves a query without a bundle as it is', () => {
    expect(restored('?rc=ABC&x=1')).toBe('rc=ABC&x=1');
    expect(restored('')).toBe('');
  });

  it('puts the known parameters of the bundle into the query and drops the bundle', () => {
    expect(restored(`?${bundle('rc=ABC&lang=de&utm_source=mail&gclid=g1')}`)).toBe(
      'rc=ABC&lang=de&utm_source=mail&gclid=g1',
    );
  });

  it('drops unknown parameters of the bundle, but keeps unknown explicit ones', () => {
    expect(restored(`?x=1&${bundle('rc=ABC&evil=1&acqParams=rc%3DNESTED')}`)).toBe('x=1&rc=ABC');
  });

  it('lets an explicit parameter win over the bundle, and the first value in the bundle win', () => {
    expect(restored(`?rc=EXPLICIT&${bundle('rc=BUNDLED&lang=fr&lang=de')}`)).toBe('rc=EXPLICIT&lang=fr');
  });

  it('never takes __proto__ and friends, and pollutes nothing', () => {
    const params = restoreAcqParams(
      `?${bundle('__proto__=x&constructor=y&prototype=z&__proto__[polluted]=1&constructor[prototype][polluted]=1&rc=A')}`,
    );
    expect([...params.keys()]).toEqual(['rc']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('ignores pairs that cannot be decoded and keeps the rest', () => {
    expect(restored(`?${bundle('token=%E0%A4%A&rc=ABC&%E0%A4%A=1')}`)).toBe('rc=ABC');
  });

  it('decodes + as a space, values containing = and a leading ?', () => {
    const params = restoreAcqParams(`?${bundle('?utm_campaign=spring+sale&token=a.b=c')}`);
    expect(params.get('utm_campaign')).toBe('spring sale');
    expect(params.get('token')).toBe('a.b=c');
  });

  it('reads a bundle encoded twice', () => {
    expect(restored(`?acqParams=${encodeURIComponent(encodeURIComponent('rc=ABC&lang=de'))}`)).toBe('rc=ABC&lang=de');
  });

  it('ignores a twice-encoded bundle that cannot be decoded', () => {
    expect(restored(`?x=1&acqParams=${encodeURIComponent('rc%3DABC%E0%A4%A')}`)).toBe('x=1');
  });

  it('ignores over-long values and bundles', () => {
    expect(restored(`?${bundle(`token=${'t'.repeat(5000)}&rc=ABC`)}`)).toBe('rc=ABC');
    expect(restored(`?x=1&${bundle(`rc=ABC&utm_term=${'t'.repeat(20000)}`)}`)).toBe('x=1');
  });

  it('restores hostile values only as strings, which the start-up rules then reject', () => {
    const params = restoreAcqParams(`?${bundle('lang=../../x&redirectUrl=javascript:alert(1)')}`);
    expect(params.get('lang')).toBe('../../x');
    expect(readStartupQuery(`?${params}`)).toMatchObject({ lang: null, redirectUrlIsApp: false });
  });
});
