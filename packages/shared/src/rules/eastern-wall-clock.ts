import { easternUtcOffsetHours } from './business-time.ts';

const HOUR_MS = 3_600_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A Montréal wall-clock time as a form's datetime-local input gives it ('2026-12-01T09:00') to the
 * instant it names, in ISO form; null if it is not one. The hour skipped in March reads as daylight time,
 * the hour repeated in November as its first (daylight) pass.
 */
export function easternWallClockToIso(local: string): string | null {
  const parts = WALL_CLOCK.exec(local);
  if (!parts) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = parts.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Try daylight time first, then standard time: the first offset that names itself is the answer.
  for (const offset of [-4, -5] as const) {
    const instant = new Date(asUtc - offset * HOUR_MS);
    if (easternUtcOffsetHours(instant) === offset) return instant.toISOString();
  }
  return new Date(asUtc + 4 * HOUR_MS).toISOString();
}

/** An instant on Montréal's wall clock, as a datetime-local input shows it ('2026-12-01T09:00'). */
export function isoToEasternWallClock(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + easternUtcOffsetHours(instant) * HOUR_MS).toISOString().slice(0, 16);
}
