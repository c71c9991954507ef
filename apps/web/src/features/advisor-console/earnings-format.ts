import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { dateTimeFormat, formatDay } from '../../lib/formats.ts';

/** 'Nov 16, 2026' (« 16 nov. 2026 ») for a business-clock day ('2026-11-16'). */
export const dayLabel = formatDay;

/** 'Nov 16, 2026, 10:30 AM' on the business clock. */
export function dateTimeLabel(iso: string): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** 'Nov' (« nov. ») for '2026-11'. */
export function shortMonthLabel(month: string): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return dateTimeFormat({ month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}
