import { describe, expect, it } from 'vitest';
import { carriedEntriesOf, carriedEventsCookie, carriedValue, takeCarriedEvents } from './carried-events';

const joined = { event: 'join_waitlist', hashed_email: 'a'.repeat(64) };
const header = (value: string) => carriedEventsCookie.serialize(value).split(';')[0];

describe('the cookie that carries a native post’s events', () => {
  it('reads the entries the server wrote, and nothing of a value that is not one', () => {
    expect(carriedEntriesOf(`lang=de; ${header(carriedValue([joined]))}`)).toEqual([joined]);
    expect(carriedEntriesOf('lang=de')).toEqual([]);
    expect(carriedEntriesOf(header('not json'))).toEqual([]);
    expect(carriedEntriesOf(header('{"event":"join_waitlist"}'))).toEqual([]); // not a list
    // Only flat entries with an event's name: nothing nested, no entry without a name.
    const forged = [{ event: 'x', nested: { a: 1 } }, { hashed_email: 'b' }, 'join_waitlist', joined];
    expect(carriedEntriesOf(header(JSON.stringify(forged)))).toEqual([joined]);
  });

  it('keeps as many of the newest events as a cookie holds, oldest first', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ ...joined, index }));
    const kept = JSON.parse(carriedValue(many)) as { index: number }[];
    expect(kept.length).toBeLessThan(40);
    expect(kept.at(-1)?.index).toBe(39);
    expect(kept.map(({ index }) => index)).toEqual([...kept.keys()].map((key) => 40 - kept.length + key));
    expect(carriedEventsCookie.serialize(carriedValue(many), { secure: true }).length).toBeLessThan(4000);
  });

  it('is taken once in the browser: its events handed on, the cookie removed', () => {
    const written: string[] = [];
    const document = {
      get cookie() {
        return `lang=de; ${header(carriedValue([joined]))}`;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const tracked: unknown[] = [];
    takeCarriedEvents({ document } as unknown as Window, (entry) => tracked.push(entry));
    expect(tracked).toEqual([joined]);
    expect(written).toEqual([expect.stringMatching(/^acq_carried_events=; Max-Age=0; Path=\/; SameSite=Lax$/)]);
  });
});
