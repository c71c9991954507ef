import { torontoWeekBounds } from './week.ts';

export type TarotWeekPhase = 'past' | 'current' | 'coming';

/** Most coming weeks staff may create at once: a season ahead, never years by a typo. */
export const TAROT_WEEKS_CREATE_MAX = 26;

/**
 * The `count` business weeks after the one around `now` (America/Toronto, Monday to Sunday): the weeks
 * staff create ahead. The current week is not among them: the game creates it on its first visit.
 */
export function comingTarotWeeks(now: Date, count: number): { start: Date; end: Date }[] {
  const weeks: { start: Date; end: Date }[] = [];
  let week = torontoWeekBounds(now);
  for (let index = 0; index < count; index++) {
    // A week ends one millisecond before the next one starts.
    week = torontoWeekBounds(new Date(week.end.getTime() + 1));
    weeks.push(week);
  }
  return weeks;
}

/** Where a week stands at `now`: its end is its last millisecond. */
export function tarotWeekPhase(week: { start: Date; end: Date }, now: Date): TarotWeekPhase {
  if (now.getTime() < week.start.getTime()) return 'coming';
  if (now.getTime() > week.end.getTime()) return 'past';
  return 'current';
}

export type TarotWeekRefusal = 'ended' | 'has_plays';

/**
 * Whether staff may switch a week on or off: a coming week freely; the current one on, or off while
 * nobody has played it (customers who played keep a game that exists); an ended week never (its plays
 * are history). `null` when allowed.
 */
export function tarotWeekChangeRefusal(
  phase: TarotWeekPhase,
  plays: number,
  nextActive: boolean,
): TarotWeekRefusal | null {
  if (phase === 'past') return 'ended';
  if (phase === 'current' && !nextActive && plays > 0) return 'has_plays';
  return null;
}
