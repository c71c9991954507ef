/**
 * Montréal wall-clock arithmetic without Intl. The first `Intl.DateTimeFormat` a page creates costs it the
 * ICU start-up (about 25 ms on a fast machine, four times that on a mid-range phone), which is too much for
 * the weekday a status card shows. Eastern Time has kept one rule since 2007: daylight time (UTC−4) from
 * the second Sunday of March at 2:00 EST to the first Sunday of November at 2:00 EDT, standard time
 * (UTC−5) otherwise. `business-time.test.ts` checks this against the ICU time-zone database hour by hour,
 * so a change of the rule fails the test as soon as the runtime's tzdata knows it.
 */

const HOUR_MS = 3_600_000;

/** The day of the month of the n-th Sunday (1-based) of a month, in UTC. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/** Eastern Time's offset from UTC at an instant, in hours: −4 in daylight time, −5 otherwise. */
export function easternUtcOffsetHours(instant: Date): -4 | -5 {
  const year = instant.getUTCFullYear();
  // 2:00 EST = 07:00 UTC; 2:00 EDT = 06:00 UTC.
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const time = instant.getTime();
  return time >= start && time < end ? -4 : -5;
}

/** The weekday (0 = Sunday) on Montréal's wall clock at an instant. */
export function easternWeekday(instant: Date): number {
  return new Date(instant.getTime() + easternUtcOffsetHours(instant) * HOUR_MS).getUTCDay();
}
