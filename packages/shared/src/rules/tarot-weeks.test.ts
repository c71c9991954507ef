import { describe, expect, it } from 'vitest';
import { comingTarotWeeks, tarotWeekChangeRefusal, tarotWeekPhase } from './tarot-weeks.ts';

describe('comingTarotWeeks', () => {
  it('lists the weeks after the current one, Monday midnight in Toronto, back to back', () => {
    // Wednesday 2026-11-25 10:00 in Toronto (EST, UTC-5).
    const weeks = comingTarotWeeks(new Date('2026-11-25T15:00:00Z'), 3);
    expect(weeks.map((week) => week.start.toISOString())).toEqual([
      '2026-11-30T05:00:00.000Z',
      '2026-12-07T05:00:00.000Z',
      '2026-12-14T05:00:00.000Z',
    ]);
    expect(weeks[0]?.end.toISOString()).toBe('2026-12-07T04:59:59.999Z');
  });

  it('follows the clock change: the week of the spring change is an hour shorter', () => {
    // Saturday 2027-03-06 in Toronto; DST starts Sunday 2027-03-14.
    const [first, second] = comingTarotWeeks(new Date('2027-03-06T17:00:00Z'), 2);
    expect(first?.start.toISOString()).toBe('2027-03-08T05:00:00.000Z');
    expect(second?.start.toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });

  it('gives nothing for zero weeks', () => {
    expect(comingTarotWeeks(new Date('2026-11-25T15:00:00Z'), 0)).toEqual([]);
  });
});

describe('tarotWeekPhase', () => {
  const week = { start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-30T04:59:59.999Z') };
  it.each([
    ['2026-11-23T04:59:59.999Z', 'coming'],
    ['2026-11-23T05:00:00.000Z', 'current'],
    ['2026-11-30T04:59:59.999Z', 'current'],
    ['2026-11-30T05:00:00.000Z', 'past'],
  ] as const)('%s is %s', (at, phase) => {
    expect(tarotWeekPhase(week, new Date(at))).toBe(phase);
  });
});

describe('tarotWeekChangeRefusal', () => {
  it.each([
    ['coming', 5, false, null],
    ['coming', 0, true, null],
    ['current', 0, false, null],
    ['current', 1, false, 'has_plays'],
    ['current', 3, true, null],
    ['past', 0, true, 'ended'],
    ['past', 0, false, 'ended'],
  ] as const)('%s week with %i plays switched to %s: %s', (phase, plays, next, refusal) => {
    expect(tarotWeekChangeRefusal(phase, plays, next)).toBe(refusal);
  });
});
