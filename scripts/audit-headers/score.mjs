// Scoring (src/scanner/index.js `analyzeScan`, src/grader/grader.js `getGradeForScore`).
import { GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT, SCORE_TABLE } from './scoring-tables.mjs';

export function modifierOf(test, result) {
  const modifier = SCORE_TABLE[test]?.[result];
  if (modifier === undefined) throw new Error(`no modifier for ${test}: ${result}`);
  return modifier;
}

/** The score of the tests; one without a result (not run, left out) counts nothing. */
export function scoreOf(tests) {
  let uncurved = 100; // penalties only
  let withExtraCredit = 100;
  for (const [test, { result }] of Object.entries(tests)) {
    if (result === null) continue;
    const modifier = modifierOf(test, result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const bonusCounted = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT;
  const score = Math.max(bonusCounted ? withExtraCredit : uncurved, 0);
  const grade = GRADE_CHART.get(Math.min(score - (score % 5), 100));
  return { score, grade, scoreWithoutBonus: uncurved, bonusCounted };
}

export const modifierOrNull = (test, result) => (result === null ? null : modifierOf(test, result));
