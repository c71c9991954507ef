import { dateTimeFormat, formatTime } from '../../lib/formats.ts';

/** '10:30 AM' (« 10 h 30 ») on the business clock, as the schedule reads. */
export const callTime = (iso: string): string => formatTime(new Date(iso));

/** '4:05' (minutes:seconds) of a call's length. */
export function callLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 'November 2026' (« novembre 2026 ») for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return dateTimeFormat({ timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)),
  );
}

/** The month `count - 1` months before `latest` up to it, newest first ('YYYY-MM'). */
export function recentMonths(latest: string, count: number): string[] {
  const [year = 1970, month = 1] = latest.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
