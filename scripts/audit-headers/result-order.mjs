/** The worse of two results by a list from best to worst (`onlyIfWorse`). */
export function worse(candidate, current, order) {
  return current === null || order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
}
