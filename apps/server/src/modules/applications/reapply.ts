import { addCalendarMonths } from '@app/shared/rules/calendar-months';
import { REAPPLY_AFTER_MONTHS } from '@app/shared/schemas/applications';
import { type EarlierApplication, OPEN_STATUSES } from './repository.ts';

/**
 * The day a rejected applicant may apply again: REAPPLY_AFTER_MONTHS calendar months after the decision
 * (the last day of a shorter month when the day does not exist: 31 August → 28 or 29 February).
 */
export function reapplyFrom(decidedAt: Date, months: number = REAPPLY_AFTER_MONTHS): Date {
  return addCalendarMonths(decidedAt, months);
}

export type ReapplyRefusal = { kind: 'open' } | { kind: 'advisor' } | { kind: 'recently'; from: Date };

/**
 * Why the same e-mail or phone may not apply now, if it may not: an application still under way, one
 * approved (already an advisor), or a rejection less than REAPPLY_AFTER_MONTHS ago. A withdrawn one
 * never stands in the way.
 */
export function reapplyRefusal(
  earlier: readonly EarlierApplication[],
  now: Date,
): ReapplyRefusal | undefined {
  const open: readonly string[] = OPEN_STATUSES;
  if (earlier.some((application) => open.includes(application.status))) return { kind: 'open' };
  if (earlier.some((application) => application.status === 'approved')) return { kind: 'advisor' };
  const rejections = earlier
    .filter((application) => application.status === 'rejected')
    .map((application) => (application.decidedAt ?? application.createdAt).getTime());
  if (rejections.length === 0) return undefined;
  const from = reapplyFrom(new Date(Math.max(...rejections)));
  return now < from ? { kind: 'recently', from } : undefined;
}
