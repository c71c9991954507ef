import { BUSINESS_TIME_ZONE } from '@app/shared/constants';

// Staff read times on the business clock (Montréal), whatever zone their laptop is set to.
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' });

/** 'Nov 25, 2026, 8:53 a.m.' on the business clock; '' for a value that is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** 'Nov 25, 2026' on the business clock. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** '4:05' (minutes:seconds) of a call's length. */
export function durationLabel(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '+15' or '−5' for a change of minutes (a real minus sign, which reads better beside digits). */
export function signedMinutes(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${Math.abs(delta)}` : '0';
}
