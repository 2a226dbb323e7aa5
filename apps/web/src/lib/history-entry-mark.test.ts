import { describe, expect, it } from 'vitest';
import { firstVisitOfEntry } from './history-entry-mark';

/** A window whose history entry has `state`, kept as the browser keeps it over a reload. */
const windowWithEntry = (state: unknown) => {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return { history } as unknown as Window;
};

describe('firstVisitOfEntry', () => {
  it('is true once per entry and mark: a reload or a way back keeps the entry’s state, so its mark', () => {
    const win = windowWithEntry(null);
    expect(firstVisitOfEntry(win, 'counted')).toBe(true);
    expect(firstVisitOfEntry(win, 'counted')).toBe(false);
    expect(firstVisitOfEntry(win, 'other')).toBe(true);
    expect(firstVisitOfEntry(windowWithEntry(null), 'counted')).toBe(true); // a new entry: a new submission
  });

  it('leaves the router’s own state as it is', () => {
    const win = windowWithEntry({ usr: { codeEnteredByHand: true }, key: 'k1', idx: 3 });
    firstVisitOfEntry(win, 'counted');
    expect(win.history.state).toEqual({ usr: { codeEnteredByHand: true }, key: 'k1', idx: 3, acqMarks: ['counted'] });
  });
});
