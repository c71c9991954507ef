import { BUSINESS_TIME_ZONE } from '@app/shared/constants';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** '10:30 AM' on the business clock, as the schedule reads. */
export const callTime = (iso: string): string => timeFormat.format(new Date(iso));

/** '4:05' (minutes:seconds) of a call's length. */
export function callLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}

/** The month `count - 1` months before `latest` up to it, newest first ('YYYY-MM'). */
export function recentMonths(latest: string, count: number): string[] {
  const [year = 1970, month = 1] = latest.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
