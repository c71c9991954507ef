import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetweenInclusive,
  isBusinessDate,
  previousTorontoMonth,
  torontoDateOf,
  torontoDateRangeBounds,
  torontoMonthBounds,
  torontoWeekBounds,
} from './week.ts';

function bounds(iso: string): { start: string; end: string } {
  const { start, end } = torontoWeekBounds(new Date(iso));
  return { start: start.toISOString(), end: end.toISOString() };
}

describe('torontoWeekBounds', () => {
  it('spans Monday 00:00 to Sunday 23:59:59.999 Toronto time in an ordinary week', () => {
    // Wednesday 2026-06-17 12:00 EDT (UTC-4).
    expect(bounds('2026-06-17T16:00:00Z')).toEqual({
      start: '2026-06-15T04:00:00.000Z',
      end: '2026-06-22T03:59:59.999Z',
    });
  });

  it('handles the week in which clocks spring forward (Sunday 2026-03-08)', () => {
    const week = { start: '2026-03-02T05:00:00.000Z', end: '2026-03-09T03:59:59.999Z' };
    expect(bounds('2026-03-04T12:00:00Z')).toEqual(week);
    // Sunday 23:30 EDT, after the change.
    expect(bounds('2026-03-09T03:30:00Z')).toEqual(week);
    const { start, end } = torontoWeekBounds(new Date('2026-03-04T12:00:00Z'));
    expect(end.getTime() + 1 - start.getTime()).toBe(167 * 3_600_000);
  });

  it('handles the week in which clocks fall back (Sunday 2026-11-01)', () => {
    const week = { start: '2026-10-26T04:00:00.000Z', end: '2026-11-02T04:59:59.999Z' };
    expect(bounds('2026-10-26T04:00:00Z')).toEqual(week);
    // 01:30 happens twice on that Sunday; both belong to the same week.
    expect(bounds('2026-11-01T05:30:00Z')).toEqual(week);
    expect(bounds('2026-11-01T06:30:00Z')).toEqual(week);
    const { start, end } = torontoWeekBounds(new Date('2026-10-28T12:00:00Z'));
    expect(end.getTime() + 1 - start.getTime()).toBe(169 * 3_600_000);
  });

  it('puts Sunday 23:59:59.999 and Monday 00:00 in different weeks', () => {
    // Sunday 2026-06-21 23:59:59.999 EDT is already Monday in UTC.
    const sunday = bounds('2026-06-22T03:59:59.999Z');
    expect(sunday).toEqual({ start: '2026-06-15T04:00:00.000Z', end: '2026-06-22T03:59:59.999Z' });
    const monday = bounds('2026-06-22T04:00:00.000Z');
    expect(monday).toEqual({ start: '2026-06-22T04:00:00.000Z', end: '2026-06-29T03:59:59.999Z' });
  });

  it('contains the instant it was asked about', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-12-31T23:59:59Z', '2027-03-14T07:00:00Z']) {
      const now = new Date(iso);
      const { start, end } = torontoWeekBounds(now);
      expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(end.getTime()).toBeGreaterThanOrEqual(now.getTime());
    }
  });
});

describe('torontoMonthBounds', () => {
  it('runs from local midnight on the 1st to local midnight on the next 1st', () => {
    expect(torontoMonthBounds('2026-10')).toEqual({
      start: new Date('2026-10-01T04:00:00.000Z'),
      end: new Date('2026-11-01T04:00:00.000Z'),
    });
    // November starts in daylight time and ends in standard time.
    expect(torontoMonthBounds('2026-11').end).toEqual(new Date('2026-12-01T05:00:00.000Z'));
    expect(torontoMonthBounds('2026-12').end).toEqual(new Date('2027-01-01T05:00:00.000Z'));
  });

  it('refuses what is not a month', () => {
    expect(() => torontoMonthBounds('2026-13')).toThrow(RangeError);
    expect(() => torontoMonthBounds('26-1')).toThrow(RangeError);
  });

  it('finds the previous month on the business clock', () => {
    // 2026-12-01 03:00 UTC is still November 30 in Toronto.
    expect(previousTorontoMonth(new Date('2026-12-01T03:00:00Z'))).toBe('2026-10');
    expect(previousTorontoMonth(new Date('2026-12-01T06:00:00Z'))).toBe('2026-11');
    expect(previousTorontoMonth(new Date('2027-01-15T12:00:00Z'))).toBe('2026-12');
  });
});

describe('business dates', () => {
  it('accepts only calendar dates that exist', () => {
    expect(isBusinessDate('2026-02-28')).toBe(true);
    expect(isBusinessDate('2028-02-29')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
    expect(isBusinessDate('2026-04-31')).toBe(false);
    expect(isBusinessDate('2026-13-01')).toBe(false);
    expect(isBusinessDate('2026-1-01')).toBe(false);
    expect(isBusinessDate('')).toBe(false);
  });

  it('reads the date on the business clock, not in UTC', () => {
    // 02:30 UTC on 25 November is still the 24th in Toronto (UTC−5).
    expect(torontoDateOf(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(torontoDateOf(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
    // Summer time (UTC−4).
    expect(torontoDateOf(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(torontoDateOf(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('adds and counts days across months, years and clock changes', () => {
    expect(addDays('2026-11-25', -29)).toBe('2026-10-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetweenInclusive('2026-11-25', '2026-11-25')).toBe(1);
    expect(daysBetweenInclusive('2026-10-27', '2026-11-25')).toBe(30);
    expect(daysBetweenInclusive('2026-11-25', '2026-11-24')).toBe(0);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('bounds a range of days from local midnight to the local midnight after the last day', () => {
    expect(torontoDateRangeBounds('2026-11-01', '2026-11-01')).toEqual({
      // Clocks go back at 02:00 on 1 November 2026: that day lasts 25 hours.
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
    });
    expect(torontoDateRangeBounds('2026-03-08', '2026-03-08')).toEqual({
      // Clocks go forward at 02:00 on 8 March 2026: 23 hours.
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
    });
    expect(torontoDateRangeBounds('2026-01-01', '2026-12-31')).toEqual({
      start: new Date('2026-01-01T05:00:00Z'),
      end: new Date('2027-01-01T05:00:00Z'),
    });
  });
});
