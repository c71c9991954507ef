import { BUSINESS_TIME_ZONE } from '../constants.ts';
import { easternWeekday } from './business-time.ts';

export interface ScheduleEntry {
  from: string;
  /** A display time such as '9:00 PM', or 'Varies'. */
  to: string;
}
export type ScheduleMap = Record<string, ScheduleEntry[]>;

/** The weekday keys of the psychic status feed (note 'Tues'). */
export const WEEKDAY_KEYS = ['Sun', 'Mon', 'Tues', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const DAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type DayName = (typeof DAY_NAMES)[number];

export interface Slot {
  start: string;
  end: string;
}
export interface DayAvailability {
  am?: Slot;
  pm?: Slot;
  /** The advisor does not work this day (said on the profile, unlike a day without hours: 'Varies'). */
  off?: true;
}
export type WeeklyAvailability = Record<DayName, DayAvailability>;

function toSlot(entry: ScheduleEntry | undefined): Slot | undefined {
  return entry ? { start: entry.from, end: entry.to } : undefined;
}

function dayFromEntries(entries: readonly ScheduleEntry[] | undefined): DayAvailability {
  const day: DayAvailability = {};
  const am = toSlot(entries?.[0]);
  const pm = toSlot(entries?.[1]);
  if (am) day.am = am;
  if (pm) day.pm = pm;
  return day;
}

const sameDay = (key: string, day: DayName) => key.slice(0, 3).toLowerCase() === day.slice(0, 3);

/**
 * Feeds spell days differently ('Tue', 'Tues', 'tuesday'), so only the first three letters count. A day
 * named in `daysOff` (the feed's optional list) is off, whatever hours it would otherwise have.
 */
export function buildWeeklyAvailability(
  schedule: ScheduleMap | null | undefined,
  daysOff: readonly string[] = [],
): WeeklyAvailability {
  const keys = Object.keys(schedule ?? {});
  const week = {} as WeeklyAvailability;
  for (const day of DAY_NAMES) {
    if (daysOff.some((key) => sameDay(key, day))) {
      week[day] = { off: true };
      continue;
    }
    const key = keys.find((k) => sameDay(k, day));
    week[day] = dayFromEntries(key === undefined ? undefined : schedule?.[key]);
  }
  return week;
}

function rangeText(slot: Slot): string {
  return `${slot.start} - ${slot.end}`;
}

/**
 * A day's hours as the spec writes them; `varies`: the word of a day without hours, `dayOff` that of a
 * day off, in the page's language.
 */
export function availabilityText(day: DayAvailability, varies: string, dayOff: string = varies): string {
  if (day.off) return dayOff;
  const ranges = [day.am, day.pm].filter((slot): slot is Slot => slot !== undefined).map(rangeText);
  return ranges.length > 0 ? ranges.join(', ') : varies;
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

function weekdayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = weekdayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone });
    weekdayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The weekday at the business's location, not the viewer's: schedules are published on Montréal time,
 * which needs no Intl (see business-time.ts); another zone goes through ICU.
 */
export function dayNameFor(date: Date, timeZone: string = BUSINESS_TIME_ZONE): DayName {
  if (timeZone === BUSINESS_TIME_ZONE) return DAY_NAMES[easternWeekday(date)] as DayName;
  // en-US long weekday names are exactly the capitalised DAY_NAMES.
  return weekdayFormatter(timeZone).format(date).toLowerCase() as DayName;
}

export function todayAvailabilityText(
  schedule: ScheduleMap | null | undefined,
  date: Date,
  varies: string,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  return availabilityText(buildWeeklyAvailability(schedule)[dayNameFor(date, timeZone)], varies);
}
