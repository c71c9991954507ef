import { isQuietHour } from './trust.ts';

/**
 * The call-back line's rules (issue 41): how long a place waits, and when a call back may ring.
 */

/**
 * The wait of place `place` (1 is next): what is left of the advisor's current call, then the average call
 * of this advisor for each customer ahead.
 */
export function lineEstimateMinutes(input: {
  place: number;
  currentCallSecondsLeft: number;
  averageCallMinutes: number;
}): number {
  const current = Math.max(0, Math.ceil(input.currentCallSecondsLeft / 60));
  return current + Math.max(0, input.place - 1) * Math.max(0, input.averageCallMinutes);
}

/**
 * Whether a call back may ring now: never in the quiet hours (22:00 to 8:00 in Montréal), unless the
 * customer joined the line in them (they asked to be called then).
 */
export function callBackMayRing(now: Date, joinedAt: Date): boolean {
  return !isQuietHour(now) || isQuietHour(joinedAt);
}

/** The first name an advisor sees of a customer in their line ("Marie"), or null without a usable one. */
export function lineFirstName(name: string | null): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  if (first === '' || first.includes('@') || /\d/.test(first)) return null;
  return first;
}
