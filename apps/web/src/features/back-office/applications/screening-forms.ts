import { easternWallClockToIso, isoToEasternWallClock } from '@app/shared/rules/eastern-wall-clock';
import {
  RUBRIC,
  RUBRIC_MAX_SCORE,
  RUBRIC_MIN_SCORE,
  type RubricKey,
  type RubricScores,
  rubricOutcome,
} from '@app/shared/rules/rubric';
import type { StaffApplication } from '@app/shared/schemas/application-screening';

// The screening forms hold text as their inputs give it (a date, a Montréal wall-clock time, a score
// chosen in a select); these turn it into the API's bodies. Checks name catalogue keys: the component
// says them in the page's language.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export interface TestReadingValues {
  /** 'YYYY-MM-DD', as a date input gives it. */
  date: string;
  /** 'HH:MM' on Montréal's clock, as a time input gives it. */
  time: string;
  screenerUserId: string;
}

export interface TestReadingBody {
  at: string;
  screenerUserId: string;
}

type Check = `backOffice.applications.testReading.checks.${
  | 'dateRequired'
  | 'timeRequired'
  | 'dateInvalid'
  | 'past'
  | 'screenerRequired'}`;

export type TestReadingCheck =
  | { ok: true; body: TestReadingBody }
  | { ok: false; errors: Partial<Record<keyof TestReadingValues, Check>> };

/** The form's first values: the test reading already set, on Montréal's clock, or nothing. */
export function testReadingFormValues(
  application: Pick<StaffApplication, 'testReadingAt' | 'screener'>,
): TestReadingValues {
  const local = application.testReadingAt ? isoToEasternWallClock(application.testReadingAt) : '';
  const [date = '', time = ''] = local ? local.split('T') : [];
  return { date, time, screenerUserId: application.screener?.userId ?? '' };
}

/**
 * The body of PUT …/test-reading: the date and time read on Montréal's clock whatever the laptop's zone,
 * sent as an instant. A time already past is refused here as the server would refuse it.
 */
export function checkTestReading(values: TestReadingValues, now: Date): TestReadingCheck {
  const errors: Partial<Record<keyof TestReadingValues, Check>> = {};
  const date = values.date.trim();
  const time = values.time.trim();
  if (!date) errors.date = 'backOffice.applications.testReading.checks.dateRequired';
  else if (!DATE.test(date)) errors.date = 'backOffice.applications.testReading.checks.dateInvalid';
  if (!time) errors.time = 'backOffice.applications.testReading.checks.timeRequired';
  else if (!TIME.test(time)) errors.time = 'backOffice.applications.testReading.checks.dateInvalid';
  if (!values.screenerUserId) {
    errors.screenerUserId = 'backOffice.applications.testReading.checks.screenerRequired';
  }
  // The wall-clock time only once both parts read as one; a day that does not exist reads as null.
  const at = errors.date || errors.time ? undefined : easternWallClockToIso(`${date}T${time}`);
  if (at === null) errors.date = 'backOffice.applications.testReading.checks.dateInvalid';
  else if (at !== undefined && new Date(at).getTime() <= now.getTime()) {
    errors.date = 'backOffice.applications.testReading.checks.past';
  }
  if (!at || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { at, screenerUserId: values.screenerUserId } };
}

/** The rubric as its selects hold it: a score as text, '' while not chosen. */
export type RubricDraft = Record<RubricKey, string>;

export const RUBRIC_SCORES: readonly number[] = Array.from(
  { length: RUBRIC_MAX_SCORE - RUBRIC_MIN_SCORE + 1 },
  (_, index) => RUBRIC_MIN_SCORE + index,
);

/** The scores recorded before, or every criterion unscored. */
export function rubricDraftOf(scores: RubricScores | null): RubricDraft {
  return Object.fromEntries(
    RUBRIC.map((criterion) => [criterion.key, scores ? String(scores[criterion.key]) : '']),
  ) as RubricDraft;
}

function scoreOf(text: string): number | null {
  const score = Number(text);
  return text !== '' && Number.isInteger(score) && score >= RUBRIC_MIN_SCORE && score <= RUBRIC_MAX_SCORE
    ? score
    : null;
}

/** Every criterion's score, or null while one is missing (nothing is sent half scored). */
export function scoresOf(draft: RubricDraft): RubricScores | null {
  const scores: Partial<RubricScores> = {};
  for (const criterion of RUBRIC) {
    const score = scoreOf(draft[criterion.key]);
    if (score === null) return null;
    scores[criterion.key] = score;
  }
  return scores as RubricScores;
}

/** One row's verdict: whether its score reaches the criterion's mark, or null while unscored. */
export function criterionReaches(key: RubricKey, text: string): boolean | null {
  const score = scoreOf(text);
  const criterion = RUBRIC.find((item) => item.key === key);
  return score === null || !criterion ? null : score >= criterion.passAt;
}

/** The reading's outcome (rubricOutcome), or null while a criterion is unscored. */
export function draftOutcome(draft: RubricDraft): 'pass' | 'fail' | null {
  const scores = scoresOf(draft);
  return scores ? rubricOutcome(scores) : null;
}
