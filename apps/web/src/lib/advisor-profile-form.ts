import {
  DAY_OFF,
  displayTime,
  type EditorDay,
  type EditorSlot,
  type EditorWeek,
  isDayOff,
  OPEN_END,
  parseDisplayTime,
  parseSlotEnd,
  type ScheduleProblem,
} from '@app/shared/rules/advisor-console';
import { DAY_NAMES, type DayName } from '@app/shared/rules/availability';

/**
 * The presentation as the server keeps it: any system's line endings as '\n', trimmed (the transform of
 * advisorDescriptionBodySchema). Its length is what the character counter shows and the limits apply to.
 */
export function normalizeDescription(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** A slot ends before midnight at the latest: the rule refuses one that runs into the next day. */
export const DAY_END = '11:59 PM';

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => displayTime(index * 30));

const minutesOf = (time: string) => parseDisplayTime(time) ?? 0;

/**
 * The times a slot's selects offer: every half hour, the end of the day, and any time already on the
 * profile that is not on that grid (kept, so that opening the editor never changes a saved slot).
 */
export function timeOptions(keep: readonly string[] = []): string[] {
  const extra = keep.filter((time) => parseDisplayTime(time) !== null);
  return [...new Set([...HALF_HOURS, DAY_END, ...extra])].sort((a, b) => minutesOf(a) - minutesOf(b));
}

export type SlotCount = 0 | 1 | 2;

/** What a day is in the editor: a day off, or no hours ('Varies'), one slot or two. */
export type DayChoice = typeof DAY_OFF | SlotCount;

export const dayChoiceOf = (day: EditorDay): DayChoice =>
  isDayOff(day) ? DAY_OFF : (day.length as SlotCount);

/** The day once the advisor picks what it is: the slots it had are kept where they still fit. */
export function withDayChoice(day: EditorDay, choice: DayChoice): EditorDay {
  if (choice === DAY_OFF) return DAY_OFF;
  return withSlotCount(isDayOff(day) ? [] : day, choice);
}

/**
 * The ends a slot's end select offers: times only. 'Varies' is no time of day; it stays offered only to
 * a slot saved with it before, so that opening the editor never changes a saved slot.
 */
export function endOptions(options: readonly string[], current: string): string[] {
  return current.trim() === OPEN_END ? [...options, OPEN_END] : [...options];
}

const USUAL_DAY: EditorSlot = { from: '9:00 AM', to: '5:00 PM' };
const USUAL_MORNING: EditorSlot = { from: '9:00 AM', to: '12:00 PM' };
const USUAL_EVENING: EditorSlot = { from: '6:00 PM', to: '10:00 PM' };

/** A slot's end in minutes: 'Varies' (open) runs to the end of the day. */
const endOf = (time: string) => parseSlotEnd(time) ?? 0;

const overlaps = (a: EditorSlot, b: EditorSlot) =>
  minutesOf(a.from) < endOf(b.to) && minutesOf(b.from) < endOf(a.to);

/**
 * A day's slots once the advisor picks how many it has ('Varies' is none). Slots already set are kept; a
 * new one starts at usual hours, on the side of the day the kept slot leaves free.
 */
export function withSlotCount(slots: readonly EditorSlot[], count: SlotCount): EditorSlot[] {
  const [first, second] = slots;
  if (count === 0) return [];
  if (count === 1) return [{ ...(first ?? USUAL_DAY) }];
  if (!first) return [{ ...USUAL_MORNING }, { ...USUAL_EVENING }];
  if (second) return [{ ...first }, { ...second }];
  if (!overlaps(first, USUAL_EVENING)) {
    return minutesOf(first.from) < minutesOf(USUAL_EVENING.from)
      ? [{ ...first }, { ...USUAL_EVENING }]
      : [{ ...USUAL_MORNING }, { ...first }];
  }
  if (!overlaps(first, USUAL_MORNING)) return [{ ...USUAL_MORNING }, { ...first }];
  return [{ ...first }, { from: first.to, to: DAY_END }];
}

/** A day's slots with one slot's start or end changed (the editor's time selects). */
export function withSlotTime(
  slots: readonly EditorSlot[],
  index: number,
  end: 'from' | 'to',
  time: string,
): EditorSlot[] {
  return slots.map((slot, at) => (at === index ? { ...slot, [end]: time } : slot));
}

/**
 * The editor's week of a profile: every day present (a day left out is 'Varies'), a day off kept, two
 * slots at most.
 */
export function editorWeekOfProfile(
  week: Readonly<Record<string, readonly EditorSlot[] | typeof DAY_OFF>>,
): EditorWeek {
  const editor = {} as EditorWeek;
  for (const day of DAY_NAMES) {
    const saved = week[day] ?? [];
    editor[day] = isDayOff(saved)
      ? DAY_OFF
      : saved.slice(0, 2).map((slot) => ({ from: slot.from, to: slot.to }));
  }
  return editor;
}

/** Every time a week's slots name (for the selects, which keep a saved time that is off their grid). */
export function timesOfWeek(
  week: Readonly<Record<string, readonly EditorSlot[] | typeof DAY_OFF>>,
): string[] {
  return Object.values(week).flatMap((day) => (isDayOff(day) ? [] : day.flatMap((s) => [s.from, s.to])));
}

/** Each day's problem (the first, if a list names a day twice), for showing next to that day. */
export function problemsByDay(problems: readonly ScheduleProblem[]): Partial<Record<DayName, string>> {
  const byDay: Partial<Record<DayName, string>> = {};
  for (const problem of problems) byDay[problem.day] ??= problem.message;
  return byDay;
}

const isDayName = (value: unknown): value is DayName =>
  typeof value === 'string' && (DAY_NAMES as readonly string[]).includes(value);

/** The `problems` of a SCHEDULE_INVALID answer, keeping only well-formed entries. */
export function scheduleProblemsIn(value: unknown): ScheduleProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return [];
    const { day, message } = entry as { day?: unknown; message?: unknown };
    return isDayName(day) && typeof message === 'string' && message !== '' ? [{ day, message }] : [];
  });
}
