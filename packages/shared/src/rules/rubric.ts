/**
 * The test reading's rubric (issue 43), in one table: each criterion scored 1 to 5 by the screener who
 * posed as a client, and the score it needs for the reading to pass. Ethics asks more than the others:
 * a reading that predicts illness or money, or sells a spell or more minutes, fails whatever else it did.
 * The back office shows each criterion's words (messages backOffice.applications.rubric.<key>).
 */
export const RUBRIC = [
  { key: 'accuracy', passAt: 3 },
  { key: 'empathy', passAt: 3 },
  { key: 'clarity', passAt: 3 },
  { key: 'ethics', passAt: 4 },
] as const;

export type RubricKey = (typeof RUBRIC)[number]['key'];
export const RUBRIC_KEYS = RUBRIC.map((criterion) => criterion.key) as [RubricKey, ...RubricKey[]];
export const RUBRIC_MIN_SCORE = 1;
export const RUBRIC_MAX_SCORE = 5;

export type RubricScores = Record<RubricKey, number>;

/** 'pass' when every criterion reaches its mark. */
export function rubricOutcome(scores: RubricScores): 'pass' | 'fail' {
  return RUBRIC.every((criterion) => scores[criterion.key] >= criterion.passAt) ? 'pass' : 'fail';
}

/** The sum of the scores, out of RUBRIC.length × RUBRIC_MAX_SCORE. */
export function rubricTotal(scores: RubricScores): number {
  return RUBRIC.reduce((sum, criterion) => sum + scores[criterion.key], 0);
}
