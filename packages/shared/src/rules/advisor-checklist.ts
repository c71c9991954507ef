import {
  type AdvisorChecklist,
  CHECKLIST_ITEMS,
  type ChecklistItem,
} from '../schemas/application-screening.ts';
import { parseDisplayTime, parseSlotEnd } from './advisor-console.ts';
import type { ScheduleEntry } from './availability.ts';

/** One test call a minute per advisor: enough to retry a missed one, not enough to ring a phone all day. */
export const TEST_CALL_INTERVAL_MS = 60_000;

/** How long our number rings the advisor's forwarding number before giving up. */
export const TEST_CALL_RING_SECONDS = 30;

/**
 * Whether a weekly schedule gives hours on at least one day the advisor works: a slot whose start is a
 * time and whose end is a time or 'Varies'. A schedule of days off and days without hours ('Varies')
 * tells customers nothing yet.
 */
export function hasWeeklyHours(
  schedule: Partial<Record<string, readonly ScheduleEntry[]>> | null | undefined,
  daysOff: readonly string[] = [],
): boolean {
  return Object.entries(schedule ?? {}).some(
    ([day, entries]) =>
      !daysOff.includes(day) &&
      (entries ?? []).some(
        (entry) => parseDisplayTime(entry.from) !== null && parseSlotEnd(entry.to) !== null,
      ),
  );
}

/** What the checklist is computed from, each read where it lives. */
export interface ChecklistFacts {
  photo: boolean;
  voice: boolean;
  schedule: Partial<Record<string, readonly ScheduleEntry[]>> | null;
  daysOff: readonly string[];
  payoutProfile: boolean;
  testCallAt: Date | null;
  draft: boolean;
}

/** The checklist the console shows, its items in the contract's order. */
export function checklistOf(facts: ChecklistFacts): NonNullable<AdvisorChecklist> {
  const done: Record<ChecklistItem, boolean> = {
    photo: facts.photo,
    voice: facts.voice,
    hours: hasWeeklyHours(facts.schedule, facts.daysOff),
    payoutProfile: facts.payoutProfile,
    testCall: facts.testCallAt !== null,
  };
  return {
    items: CHECKLIST_ITEMS.map((key) => ({ key, done: done[key] })),
    published: !facts.draft,
    testCallAt: facts.testCallAt?.toISOString() ?? null,
  };
}

/** Whether every item is done (the console then says "you're all set"). */
export const checklistComplete = (checklist: NonNullable<AdvisorChecklist>): boolean =>
  checklist.items.every((item) => item.done);
