import { rubricScoresSchema, testReadingBodySchema } from '@app/shared/schemas/application-screening';
import { describe, expect, it } from 'vitest';
import {
  checkTestReading,
  criterionReaches,
  draftOutcome,
  RUBRIC_SCORES,
  rubricDraftOf,
  scoresOf,
  testReadingFormValues,
} from './screening-forms.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');
const checks = 'backOffice.applications.testReading.checks';

describe('the test reading’s date, time and screener', () => {
  it.each([
    // Winter: Montréal is UTC−5.
    ['2026-12-03', '09:30', '2026-12-03T14:30:00.000Z'],
    // Summer: UTC−4.
    ['2027-07-15', '14:30', '2027-07-15T18:30:00.000Z'],
    // The evening on Montréal's clock is the next day in UTC.
    ['2026-12-31', '21:00', '2027-01-01T02:00:00.000Z'],
  ])('sends %s at %s, Montréal time, as the instant %s', (date, time, at) => {
    const check = checkTestReading({ date, time, screenerUserId: 'u1' }, NOW);
    expect(check).toEqual({ ok: true, body: { at, screenerUserId: 'u1' } });
    if (check.ok) expect(testReadingBodySchema.parse(check.body)).toEqual(check.body);
  });

  it('names each missing or wrong field', () => {
    expect(checkTestReading({ date: '', time: '', screenerUserId: '' }, NOW)).toEqual({
      ok: false,
      errors: {
        date: `${checks}.dateRequired`,
        time: `${checks}.timeRequired`,
        screenerUserId: `${checks}.screenerRequired`,
      },
    });
    expect(checkTestReading({ date: '2026-02-30', time: '10:00', screenerUserId: 'u1' }, NOW)).toEqual({
      ok: false,
      errors: { date: `${checks}.dateInvalid` },
    });
    expect(checkTestReading({ date: '2026-12-01', time: '9h', screenerUserId: 'u1' }, NOW)).toEqual({
      ok: false,
      errors: { time: `${checks}.dateInvalid` },
    });
  });

  it('refuses a time already past on Montréal’s clock, as the server would', () => {
    // 09:59 in Montréal is 14:59 UTC, a minute before NOW.
    expect(checkTestReading({ date: '2026-11-29', time: '09:59', screenerUserId: 'u1' }, NOW)).toEqual({
      ok: false,
      errors: { date: `${checks}.past` },
    });
    expect(checkTestReading({ date: '2026-11-29', time: '10:01', screenerUserId: 'u1' }, NOW).ok).toBe(true);
  });

  it('starts from the test reading already set, on Montréal’s clock', () => {
    expect(
      testReadingFormValues({
        testReadingAt: '2027-07-15T18:30:00.000Z',
        screener: { userId: 'u7', name: 'Sam' },
      }),
    ).toEqual({ date: '2027-07-15', time: '14:30', screenerUserId: 'u7' });
    expect(testReadingFormValues({ testReadingAt: null, screener: null })).toEqual({
      date: '',
      time: '',
      screenerUserId: '',
    });
  });
});

describe('the rubric as its form holds it', () => {
  it('offers the scores 1 to 5', () => {
    expect(RUBRIC_SCORES).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends scores only once every criterion has one', () => {
    const draft = { accuracy: '4', empathy: '5', clarity: '3', ethics: '' };
    expect(scoresOf(draft)).toBeNull();
    expect(draftOutcome(draft)).toBeNull();
    const full = { ...draft, ethics: '4' };
    expect(scoresOf(full)).toEqual({ accuracy: 4, empathy: 5, clarity: 3, ethics: 4 });
    expect(rubricScoresSchema.parse(scoresOf(full))).toEqual(scoresOf(full));
    expect(scoresOf({ ...full, clarity: '6' })).toBeNull();
    expect(scoresOf({ ...full, clarity: '2.5' })).toBeNull();
  });

  it('passes when every criterion reaches its mark: ethics needs 4, the others 3', () => {
    expect(draftOutcome({ accuracy: '3', empathy: '3', clarity: '3', ethics: '4' })).toBe('pass');
    expect(draftOutcome({ accuracy: '5', empathy: '5', clarity: '5', ethics: '3' })).toBe('fail');
    expect(draftOutcome({ accuracy: '2', empathy: '5', clarity: '5', ethics: '5' })).toBe('fail');
    expect(criterionReaches('ethics', '3')).toBe(false);
    expect(criterionReaches('clarity', '3')).toBe(true);
    expect(criterionReaches('empathy', '')).toBeNull();
  });

  it('starts from the recorded scores, or none', () => {
    expect(rubricDraftOf({ accuracy: 4, empathy: 3, clarity: 5, ethics: 4 })).toEqual({
      accuracy: '4',
      empathy: '3',
      clarity: '5',
      ethics: '4',
    });
    expect(rubricDraftOf(null)).toEqual({ accuracy: '', empathy: '', clarity: '', ethics: '' });
  });
});
