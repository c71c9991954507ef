import type { z } from 'zod';
import type { availabilitySchema, DAY_PARTS, WEEKDAYS } from '../schemas/applications.ts';
import {
  DAY_OFF,
  displayTime,
  type EditorDay,
  type EditorWeek,
  normalizeSchedule,
  OPEN_END,
} from './advisor-console.ts';
import { DAY_NAMES, type ScheduleEntry, type WeekdayKey } from './availability.ts';

type DayPart = (typeof DAY_PARTS)[number];
type ApplicationWeekday = (typeof WEEKDAYS)[number];
export type ApplicationAvailability = z.infer<typeof availabilitySchema>;

const END_OF_DAY = 24 * 60;

/**
 * The hours each part of the day on /apply stands for, as the form says them (apply.availability.hint),
 * in minutes since midnight: a day's night is its first hours, and its evening runs to midnight, which
 * the schedule writes as its open end ('Varies': until the advisor stops). The form asks for the
 * applicant's own clock and the schedule is Montréal's: a first draft the advisor corrects in the
 * console (the first-day checklist sends them there), not a promise made for them.
 */
export const DAY_PART_HOURS: Readonly<Record<DayPart, { from: number; to: number }>> = {
  night: { from: 0, to: 6 * 60 },
  morning: { from: 6 * 60, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 18 * 60 },
  evening: { from: 18 * 60, to: END_OF_DAY },
};

/** The application's weekday ('mon') of each day of the schedule editor ('monday'). */
const APPLICATION_DAY: Readonly<Record<(typeof DAY_NAMES)[number], ApplicationWeekday>> = {
  sunday: 'sun',
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
};

/** One day's parts as the editor's slots: in order, the parts that touch merged into one slot. */
function slotsOf(parts: readonly DayPart[]): EditorDay {
  const ranges = [...new Set(parts)].map((part) => DAY_PART_HOURS[part]).sort((a, b) => a.from - b.from);
  if (ranges.length === 0) return DAY_OFF;
  const merged: { from: number; to: number }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged.map((range) => ({
    from: displayTime(range.from),
    to: range.to === END_OF_DAY ? OPEN_END : displayTime(range.to),
  }));
}

/**
 * A new advisor's first schedule, from the week of availability they gave on /apply: each day's parts
 * as hours (the parts that touch run together, so four parts make at most two slots, which the schedule
 * editor allows), and a day with no part is a day off. Answers the feed's schedule and days off, as the
 * schedule editor saves them.
 */
export function scheduleOfAvailability(availability: ApplicationAvailability): {
  schedule: Record<WeekdayKey, ScheduleEntry[]>;
  daysOff: WeekdayKey[];
} {
  const week = Object.fromEntries(
    DAY_NAMES.map((day) => [day, slotsOf(availability[APPLICATION_DAY[day]] ?? [])]),
  ) as EditorWeek;
  const normalized = normalizeSchedule(week);
  // Unreachable: merged parts never overlap and never make more than two slots.
  if (!normalized.ok) throw new Error('the availability made a schedule the editor refuses');
  return { schedule: normalized.schedule, daysOff: normalized.daysOff };
}
