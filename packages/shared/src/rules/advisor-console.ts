import { messageKey } from '../messages/keys.ts';
import {
  DAY_NAMES,
  type DayName,
  type ScheduleEntry,
  WEEKDAY_KEYS,
  type WeekdayKey,
} from './availability.ts';
import { shownCustomerName } from './customer.ts';
import { wallClock } from './week.ts';

/** 'h:mm AM' / 'h:mm PM', as the status feed and the profile show times. */
const DISPLAY_TIME = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** Minutes since midnight of a display time ('9:00 AM' → 540), or null if it is not one. */
export function parseDisplayTime(text: string): number | null {
  const match = DISPLAY_TIME.exec(text.trim());
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour12 + 12 : hour12) * 60 + Number(match[2]);
}

/**
 * A slot may end 'Varies' (the spec's open end: from 8:00 PM until the advisor stops), which runs to the
 * end of the day for the rules below.
 */
export const OPEN_END = 'Varies';
const END_OF_DAY = 24 * 60;

/** Minutes since midnight of a slot's end: a display time, or the end of the day for 'Varies'. */
export function parseSlotEnd(text: string): number | null {
  return text.trim() === OPEN_END ? END_OF_DAY : parseDisplayTime(text);
}

/** The display time of minutes since midnight (0..1439). */
export function displayTime(minutes: number): string {
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

export type ScheduleMapOfFeed = Partial<Record<WeekdayKey, ScheduleEntry[]>>;

/**
 * Whether `now` (business clock) falls inside one of the day's published slots. null when the day has
 * none ('Varies'): the advisor did not say, so nothing is outside it. A day off is outside all day.
 */
export function isWithinSchedule(
  schedule: ScheduleMapOfFeed | null | undefined,
  now: Date,
  daysOff: readonly string[] = [],
): boolean | null {
  const wall = wallClock(now);
  const key = WEEKDAY_KEYS.find((day) => day.slice(0, 3) === wall.weekday.slice(0, 3));
  if (key && daysOff.includes(key)) return false;
  const entries = key ? (schedule?.[key] ?? []) : [];
  const slots = entries
    .map((entry) => ({ from: parseDisplayTime(entry.from), to: parseSlotEnd(entry.to) }))
    .filter((slot): slot is { from: number; to: number } => slot.from !== null && slot.to !== null);
  if (slots.length === 0) return null;
  const minute = wall.hour * 60 + wall.minute;
  return slots.some((slot) =>
    // A slot that ends after midnight ('8:00 PM' – '2:00 AM') runs to the end of its day.
    slot.to > slot.from ? minute >= slot.from && minute < slot.to : minute >= slot.from,
  );
}

export interface EditorSlot {
  from: string;
  to: string;
}
/**
 * A day the advisor does not work. Unlike 'Varies' (no hours given: they may take calls), the profile
 * says so, and taking calls that day is outside the schedule.
 */
export const DAY_OFF = 'off';
/** One day of the schedule editor: a day off, or up to two slots (morning, evening), or none: 'Varies'. */
export type EditorDay = EditorSlot[] | typeof DAY_OFF;
export type EditorWeek = Record<DayName, EditorDay>;

export const isDayOff = (day: readonly EditorSlot[] | typeof DAY_OFF | undefined): day is typeof DAY_OFF =>
  day === DAY_OFF;

export type ScheduleProblem = { day: DayName; message: string };

/**
 * The schedule editor's rule: each day is off, or holds 0, 1 or 2 slots of display times; a slot ends
 * after it starts; two slots do not overlap. Answers the feed's schedule (days keyed 'Sun'…'Sat', slots
 * in order, a day off with none) and the days off, or the first problem of each day.
 */
export function normalizeSchedule(
  week: EditorWeek,
):
  | { ok: true; schedule: Record<WeekdayKey, ScheduleEntry[]>; daysOff: WeekdayKey[] }
  | { ok: false; problems: ScheduleProblem[] } {
  const problems: ScheduleProblem[] = [];
  const schedule = {} as Record<WeekdayKey, ScheduleEntry[]>;
  const daysOff: WeekdayKey[] = [];
  DAY_NAMES.forEach((day, index) => {
    const key = WEEKDAY_KEYS[index] as WeekdayKey;
    const entry = week[day] ?? [];
    if (isDayOff(entry)) {
      schedule[key] = [];
      daysOff.push(key);
      return;
    }
    const slots = entry;
    if (slots.length > 2) {
      problems.push({ day, message: messageKey('advisorConsole.profile.schedule.problems.tooManySlots') });
      return;
    }
    const parsed = slots.map((slot) => ({
      from: parseDisplayTime(slot.from),
      to: parseSlotEnd(slot.to),
    }));
    if (parsed.some((slot) => slot.from === null || slot.to === null)) {
      problems.push({ day, message: messageKey('advisorConsole.profile.schedule.problems.timeFormat') });
      return;
    }
    const ordered = (parsed as { from: number; to: number }[]).sort((a, b) => a.from - b.from);
    if (ordered.some((slot) => slot.to <= slot.from)) {
      problems.push({ day, message: messageKey('advisorConsole.profile.schedule.problems.endsBeforeStart') });
      return;
    }
    const [first, second] = ordered;
    if (first && second && second.from < first.to) {
      problems.push({ day, message: messageKey('advisorConsole.profile.schedule.problems.overlap') });
      return;
    }
    schedule[key] = ordered.map((slot) => ({
      from: displayTime(slot.from),
      to: slot.to === END_OF_DAY ? OPEN_END : displayTime(slot.to),
    }));
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, schedule, daysOff };
}

/** The editor's week from the feed's schedule and days off (unparseable entries are left out). */
export function editorWeekOf(
  schedule: ScheduleMapOfFeed | null | undefined,
  daysOff: readonly string[] = [],
): EditorWeek {
  const week = {} as EditorWeek;
  DAY_NAMES.forEach((day, index) => {
    const key = WEEKDAY_KEYS[index] as WeekdayKey;
    if (daysOff.includes(key)) {
      week[day] = DAY_OFF;
      return;
    }
    week[day] = (schedule?.[key] ?? [])
      .filter((entry) => parseDisplayTime(entry.from) !== null && parseSlotEnd(entry.to) !== null)
      .map((entry) => ({ from: entry.from, to: entry.to }));
  });
  return week;
}

/** What one call earned the advisor: billed minutes × the rate in cents (integers, never floats). */
export function earningsCents(minutesBilled: number, centsPerMinute: number): number {
  if (!Number.isInteger(minutesBilled) || !Number.isInteger(centsPerMinute)) {
    throw new RangeError('minutes and rate are whole numbers');
  }
  if (minutesBilled < 0 || centsPerMinute < 0) throw new RangeError('minutes and rate are not negative');
  return minutesBilled * centsPerMinute;
}

export interface PeriodTotals {
  calls: number;
  minutes: number;
  earningsCents: number;
}

/** Sums calls into a period's totals. */
export function totalsOf(calls: readonly { minutesBilled: number; earningsCents: number }[]): PeriodTotals {
  return calls.reduce<PeriodTotals>(
    (sum, call) => ({
      calls: sum.calls + 1,
      minutes: sum.minutes + call.minutesBilled,
      earningsCents: sum.earningsCents + call.earningsCents,
    }),
    { calls: 0, minutes: 0, earningsCents: 0 },
  );
}

/**
 * How an advisor sees a customer: first name and the initial of the last ('Marie T.'), never an e-mail
 * or a phone number. The sign-up default ('User <part of the e-mail>') and anything that looks like
 * contact details give null: no name, which the page or file writes in its own language ("Customer").
 */
export function customerNameForAdvisor(name: string, email: string): string | null {
  const trimmed = shownCustomerName(name, email) ?? '';
  if (trimmed === '' || trimmed.includes('@') || (trimmed.match(/\d/g) ?? []).length >= 3) {
    return null;
  }
  const words = trimmed.split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${[...last][0]?.toUpperCase() ?? ''}.` : first;
}
