import { BUSINESS_TIME_ZONE } from '../constants.ts';

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/**
 * Made on first use: these rules share a chunk with the status cards, and a page that never asks for a
 * week must not pay the ICU start-up (business-time.ts).
 */
let partsFormatMade: Intl.DateTimeFormat | undefined;
function partsFormat(): Intl.DateTimeFormat {
  partsFormatMade ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return partsFormatMade;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

/** The business clock's reading of an instant (America/Toronto). */
export function wallClock(instant: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat().formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: parts.weekday ?? '',
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant (negative in Toronto). */
function zoneOffsetMs(instantMs: number): number {
  const wall = wallClock(new Date(instantMs));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (instantMs - (instantMs % 1000));
}

/**
 * The instant of local midnight on a calendar day. Toronto changes clocks at 02:00, so midnight
 * always exists exactly once; the second pass corrects a guess made on the other side of a change.
 */
function localMidnight(year: number, monthIndex: number, day: number): Date {
  const wallAsUtc = Date.UTC(year, monthIndex, day);
  const firstGuess = wallAsUtc - zoneOffsetMs(wallAsUtc);
  return new Date(wallAsUtc - zoneOffsetMs(firstGuess));
}

/**
 * The tarot week around `now`: Monday 00:00:00.000 to Sunday 23:59:59.999 on the business clock
 * (America/Toronto). Across a DST change the week is 167 or 169 hours long, not 168.
 */
export function torontoWeekBounds(now: Date): { start: Date; end: Date } {
  const wall = wallClock(now);
  const daysSinceMonday = WEEKDAY_INDEX[wall.weekday];
  if (daysSinceMonday === undefined) throw new Error(`Unexpected weekday '${wall.weekday}'`);
  // Calendar arithmetic on a UTC date avoids any DST effect on the day count.
  const monday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day) - daysSinceMonday * DAY_MS);
  const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
  const start = localMidnight(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate());
  const nextStart = localMidnight(
    nextMonday.getUTCFullYear(),
    nextMonday.getUTCMonth(),
    nextMonday.getUTCDate(),
  );
  return { start, end: new Date(nextStart.getTime() - 1) };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' → [start, end) on the business clock: local midnight of the 1st to that of the next month. */
export function torontoMonthBounds(month: string): { start: Date; end: Date } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`expected a month as YYYY-MM, got '${month}'`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    start: localMidnight(year, index, 1),
    end: localMidnight(index === 11 ? year + 1 : year, (index + 1) % 12, 1),
  };
}

/** The business-clock month before the one `now` falls in, as 'YYYY-MM'. */
export function previousTorontoMonth(now: Date): string {
  const wall = wallClock(now);
  const year = wall.month === 1 ? wall.year - 1 : wall.year;
  const month = wall.month === 1 ? 12 : wall.month - 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The business-clock day around `now`: [local midnight, next local midnight). */
export function torontoDayBounds(now: Date): { start: Date; end: Date } {
  const wall = wallClock(now);
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day) + DAY_MS);
  return {
    start: localMidnight(wall.year, wall.month - 1, wall.day),
    end: localMidnight(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate()),
  };
}

/** The business-clock month `now` falls in, as 'YYYY-MM'. */
export function torontoMonthOf(now: Date): string {
  const wall = wallClock(now);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as 'YYYY-MM-DD' that exists (no 31 February). */
export function isBusinessDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcDateOf(date: string): Date {
  if (!isBusinessDate(date)) throw new RangeError(`expected a date as YYYY-MM-DD, got '${date}'`);
  return new Date(`${date}T00:00:00Z`);
}

/** The business-clock date `now` falls on, as 'YYYY-MM-DD'. */
export function torontoDateOf(now: Date): string {
  const wall = wallClock(now);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(utcDateOf(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive (1 for the same day; 0 or less when `to` is before `from`). */
export function daysBetweenInclusive(from: string, to: string): number {
  return Math.round((utcDateOf(to).getTime() - utcDateOf(from).getTime()) / DAY_MS) + 1;
}

/** The business days `from`…`to` as [local midnight of `from`, local midnight after `to`). */
export function torontoDateRangeBounds(from: string, to: string): { start: Date; end: Date } {
  const first = utcDateOf(from);
  const after = utcDateOf(addDays(to, 1));
  return {
    start: localMidnight(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()),
    end: localMidnight(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate()),
  };
}
