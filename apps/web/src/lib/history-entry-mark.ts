const marksKey = 'acqMarks';

const marksOf = (state: unknown): string[] => {
  const marks: unknown = state && typeof state === 'object' ? (state as Record<string, unknown>)[marksKey] : undefined;
  return Array.isArray(marks) ? marks.filter((mark): mark is string => typeof mark === 'string') : [];
};

/**
 * Whether the current history entry is new to `mark` (then marks it): for what counts once per
 * visit of an entry, not once per page load, such as an answer a native form submission brought
 * with the page's address. The browser keeps an entry's state over a reload and a way back or
 * forward, and a new submission is a new entry. The router's own state (`usr`, `key`, `idx`) is
 * left as it is; it keeps what else an entry's state holds when it reads it at hydration.
 */
export function firstVisitOfEntry(win: Window, mark: string): boolean {
  const state: unknown = win.history.state;
  const marks = marksOf(state);
  if (marks.includes(mark)) return false;
  const kept = state && typeof state === 'object' ? state : {};
  win.history.replaceState({ ...kept, [marksKey]: [...marks, mark] }, '');
  return true;
}
