import { describe, expect, it } from 'vitest';
import { birthInstant, nextDate, zoneOffsetMs } from './birth-instant.ts';

const iso = (date: Date) => date.toISOString();

describe('the instant of a birth', () => {
  it('reads Montréal’s clock with that date’s offset: EDT in July, EST in January', () => {
    expect(iso(birthInstant('1990-07-01', '12:00', 'America/Montreal'))).toBe('1990-07-01T16:00:00.000Z');
    expect(iso(birthInstant('1990-01-15', '12:00', 'America/Montreal'))).toBe('1990-01-15T17:00:00.000Z');
    expect(iso(birthInstant('1990-01-15', '12:00', 'America/Toronto'))).toBe('1990-01-15T17:00:00.000Z');
  });

  it('follows a zone whose rules changed: Regina kept summer time until 1960, CST all year since', () => {
    expect(iso(birthInstant('1959-01-15', '12:00', 'America/Regina'))).toBe('1959-01-15T19:00:00.000Z');
    expect(iso(birthInstant('1959-07-01', '12:00', 'America/Regina'))).toBe('1959-07-01T18:00:00.000Z');
    expect(iso(birthInstant('1990-01-15', '12:00', 'America/Regina'))).toBe('1990-01-15T18:00:00.000Z');
    expect(iso(birthInstant('1990-07-01', '12:00', 'America/Regina'))).toBe('1990-07-01T18:00:00.000Z');
  });

  it('knows British Standard Time: London on UTC+1 all year in 1970, back to GMT in winter 1972', () => {
    expect(iso(birthInstant('1970-01-15', '12:00', 'Europe/London'))).toBe('1970-01-15T11:00:00.000Z');
    expect(iso(birthInstant('1972-01-15', '12:00', 'Europe/London'))).toBe('1972-01-15T12:00:00.000Z');
  });

  it('handles the southern hemisphere, half-hour zones and local mean time', () => {
    expect(iso(birthInstant('2026-01-15', '12:00', 'Australia/Sydney'))).toBe('2026-01-15T01:00:00.000Z');
    expect(iso(birthInstant('2026-07-15', '12:00', 'Australia/Sydney'))).toBe('2026-07-15T02:00:00.000Z');
    expect(iso(birthInstant('1990-01-01', '05:30', 'Asia/Kolkata'))).toBe('1990-01-01T00:00:00.000Z');
    expect(iso(birthInstant('1990-01-01', '12:00', 'America/St_Johns'))).toBe('1990-01-01T15:30:00.000Z');
    // Before standard time, Toronto kept its local mean time, 5 h 17 min 32 s behind Greenwich.
    expect(iso(birthInstant('1850-01-01', '12:00', 'America/Toronto'))).toBe('1850-01-01T17:17:32.000Z');
  });

  it('moves a time skipped when clocks spring forward onto the later offset, pushed by the gap', () => {
    // 2026-03-08 in Montréal: 02:00 EST became 03:00 EDT; 02:30 is read as 03:30 EDT.
    expect(iso(birthInstant('2026-03-08', '02:30', 'America/Toronto'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(birthInstant('2026-03-08', '03:30', 'America/Toronto'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(birthInstant('2026-03-08', '01:59', 'America/Toronto'))).toBe('2026-03-08T06:59:00.000Z');
    // Samoa skipped a whole day in 2011 (−10 to +14): noon of the missing 30th is noon of the 31st.
    expect(iso(birthInstant('2011-12-30', '12:00', 'Pacific/Apia'))).toBe('2011-12-30T22:00:00.000Z');
  });

  it('takes the first of a time repeated when clocks fall back (still daylight time)', () => {
    // 2026-11-01 in Montréal: 01:30 happened at 05:30 UTC (EDT), then again at 06:30 UTC (EST).
    expect(iso(birthInstant('2026-11-01', '01:30', 'America/Toronto'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(birthInstant('2026-11-01', '02:00', 'America/Toronto'))).toBe('2026-11-01T07:00:00.000Z');
    expect(iso(birthInstant('2026-11-01', '00:59', 'America/Toronto'))).toBe('2026-11-01T04:59:00.000Z');
  });

  it('gives back, in the zone, the wall time it was given (every 23 days or so since 1965, in six zones)', () => {
    const zones = ['America/Toronto', 'America/Vancouver', 'Europe/Paris', 'Australia/Sydney', 'Asia/Tokyo'];
    zones.push('America/Sao_Paulo');
    for (const timeZone of zones) {
      const wall = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (
        let t = Date.UTC(1965, 0, 1);
        t < Date.UTC(2030, 0, 1);
        t += 23 * 86_400_000 + 3_600_000 + 17 * 60_000
      ) {
        const parts = Object.fromEntries(wall.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
        const instant = birthInstant(
          `${parts.year}-${parts.month}-${parts.day}`,
          `${parts.hour}:${parts.minute}`,
          timeZone,
        );
        // The same reading, the first time the clock showed it (one hour earlier in a repeated hour).
        const back = Object.fromEntries(wall.formatToParts(instant).map((p) => [p.type, p.value]));
        expect(back, `${timeZone} ${new Date(t).toISOString()}`).toEqual(parts);
        expect(t - instant.getTime() === 0 || t - instant.getTime() === 3_600_000).toBe(true);
      }
    }
  }, 30_000);

  it('refuses a malformed or impossible date or time, and an unknown zone, with a RangeError', () => {
    const bad: [string, string, string][] = [
      ['1990-02-30', '12:00', 'America/Toronto'],
      ['1900-02-29', '12:00', 'America/Toronto'],
      ['1990-13-01', '12:00', 'America/Toronto'],
      ['1990-00-10', '12:00', 'America/Toronto'],
      ['0000-01-01', '12:00', 'America/Toronto'],
      ['90-01-01', '12:00', 'America/Toronto'],
      ['1990-1-1', '12:00', 'America/Toronto'],
      ['1990-01-01', '24:00', 'America/Toronto'],
      ['1990-01-01', '12:60', 'America/Toronto'],
      ['1990-01-01', '7:00', 'America/Toronto'],
      ['1990-01-01', '12:00:00', 'America/Toronto'],
      ['1990-01-01', '12:00', 'Nowhere/City'],
      ['1990-01-01', '12:00', ''],
    ];
    for (const [date, time, zone] of bad) expect(() => birthInstant(date, time, zone)).toThrow(RangeError);
    expect(iso(birthInstant('2000-02-29', '00:00', 'UTC'))).toBe('2000-02-29T00:00:00.000Z');
    expect(iso(birthInstant('0099-06-01', '00:00', 'UTC'))).toBe('0099-06-01T00:00:00.000Z');
  });

  it('reads offsets to the second and steps calendar days', () => {
    expect(zoneOffsetMs('America/Toronto', Date.UTC(2026, 6, 1))).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs('Asia/Kathmandu', Date.UTC(2026, 6, 1))).toBe(5.75 * 3_600_000);
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2026-03-08')).toBe('2026-03-09');
  });
});
