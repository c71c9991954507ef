import { BUSINESS_TIME_ZONE } from '../constants.ts';

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

const partsFormat = new Intl.DateTimeFormat('en-US', {
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

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

function wallClock(instant: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
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
