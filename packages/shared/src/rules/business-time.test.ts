import { describe, expect, it } from 'vitest';
import { easternUtcOffsetHours, easternWeekday } from './business-time.ts';

const HOUR_MS = 3_600_000;
const icuWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Toronto' });
const icuOffset = new Intl.DateTimeFormat('en-US', {
  timeZoneName: 'shortOffset',
  timeZone: 'America/Toronto',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('Eastern Time without Intl', () => {
  it('switches to daylight time at 2:00 on the second Sunday of March and back on the first Sunday of November', () => {
    // 2026: 8 March 07:00 UTC and 1 November 06:00 UTC.
    expect(easternUtcOffsetHours(new Date('2026-03-08T06:59:59Z'))).toBe(-5);
    expect(easternUtcOffsetHours(new Date('2026-03-08T07:00:00Z'))).toBe(-4);
    expect(easternUtcOffsetHours(new Date('2026-11-01T05:59:59Z'))).toBe(-4);
    expect(easternUtcOffsetHours(new Date('2026-11-01T06:00:00Z'))).toBe(-5);
  });

  it('gives the Montréal weekday around midnight, not the UTC one', () => {
    // Saturday 23:30 in Montréal in winter is Sunday 04:30 UTC; in summer Sunday 03:30 UTC.
    expect(easternWeekday(new Date('2026-01-11T04:30:00Z'))).toBe(6);
    expect(easternWeekday(new Date('2026-01-11T05:00:00Z'))).toBe(0);
    expect(easternWeekday(new Date('2026-07-12T03:30:00Z'))).toBe(6);
    expect(easternWeekday(new Date('2026-07-12T04:00:00Z'))).toBe(0);
  });

  // About 300,000 instants formatted by Intl: a few seconds alone, more on a busy machine.
  it('agrees with the ICU time-zone database every hour from 2007 to 2040', { timeout: 60_000 }, () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2041, 0, 1); time += HOUR_MS) {
      const instant = new Date(time);
      const offset = Number(/GMT([+-]\d+)/.exec(icuOffset.format(instant))?.[1]);
      if (easternUtcOffsetHours(instant) !== offset) mismatches.push(`${instant.toISOString()} offset`);
      if (WEEKDAYS[easternWeekday(instant)] !== icuWeekday.format(instant))
        mismatches.push(`${instant.toISOString()} weekday`);
    }
    expect(mismatches).toEqual([]);
  });
});
