/**
 * The UTC instant of a birth written as a local wall-clock reading ('1990-07-01', '12:00', 'America/Toronto'),
 * with the offset and daylight-saving rules that zone had on that date. The rules are the runtime's own
 * (Intl, from ICU's time-zone data, historical changes included): no library, no table of ours to go stale.
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** One formatter per zone: making one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock formatter; a RangeError for a name the runtime does not know. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone '${timeZone}'`);
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** Milliseconds since the epoch of a wall reading taken as UTC; years below 100 stay years (not 19xx). */
function wallMs(year: number, month: number, day: number, hour: number, minute: number, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

/** How far the zone's clock is ahead of UTC at an instant (negative west of Greenwich), to the second. */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const parts: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(wholeSecond))) parts[part.type] = part.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  // Old ICU versions wrote midnight as 24 even in h23.
  const hour = Number(parts.hour) % 24;
  const wall = wallMs(
    year,
    Number(parts.month),
    Number(parts.day),
    hour,
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - wholeSecond;
}

/** The date's parts, or a RangeError: a real calendar day, year 0001 to 9999. */
function parseDate(date: string): { year: number; month: number; day: number } {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Invalid date '${date}' (expected YYYY-MM-DD)`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(wallMs(year, month, day, 0, 0));
  if (
    year < 1 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    throw new RangeError(`Invalid date '${date}'`);
  return { year, month, day };
}

/** The time's parts, or a RangeError: 00:00 to 23:59. */
function parseTime(time: string): { hour: number; minute: number } {
  const match = TIME.exec(time);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new RangeError(`Invalid time '${time}' (expected HH:MM)`);
  return { hour, minute };
}

/**
 * The UTC instant at which the clocks of `timeZone` read `time` on `date`. The zone's offset is read a
 * day before and a day after (no zone changes twice within two days), and each is tried:
 * - one fits: the usual case, and either side of a change;
 * - both fit (the hour repeated when clocks fall back): the first occurrence, still on the earlier offset;
 * - neither fits (the hour skipped when clocks spring forward): the reading is taken on the offset in force
 *   before the gap, which lands after it, on the later offset: Montréal's 02:30 on a spring-forward day is
 *   03:30 EDT. The clock is pushed forward by the gap, as a person born then would have written it, and as
 *   Temporal's 'compatible' disambiguation does.
 * Throws a RangeError for a malformed or impossible date or time, or an unknown zone.
 */
export function birthInstant(date: string, time: string, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  const { hour, minute } = parseTime(time);
  formatIn(timeZone);
  const wall = wallMs(year, month, day, hour, minute);
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const fits = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => zoneOffsetMs(timeZone, instant) === wall - instant);
  if (fits.length > 0) return new Date(Math.min(...fits));
  return new Date(wall - before);
}

/** The calendar day after `date` (YYYY-MM-DD), by calendar arithmetic, whatever the clocks do. */
export function nextDate(date: string): string {
  const { year, month, day } = parseDate(date);
  const next = new Date(wallMs(year, month, day, 0, 0) + DAY_MS);
  const yyyy = String(next.getUTCFullYear()).padStart(4, '0');
  return `${yyyy}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-${String(next.getUTCDate()).padStart(2, '0')}`;
}
