import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { dateTimeFormat } from '../../lib/formats.ts';
import { pageLanguage } from '../../lib/language.ts';

// Staff read times on the business clock (Montréal), whatever zone their laptop is set to.
// English keeps its 'en-CA' time ('8:53 a.m.', which en-US would write '8:53 AM'); it is the same on every
// page, so one formatter serves. French pages get Québec's « 25 nov. 2026, 8 h 53 ».
const englishDateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Nov 25, 2026, 8:53 a.m.' on the business clock; '' for a value that is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (pageLanguage() !== 'fr') return englishDateTimeFormat.format(date);
  return dateTimeFormat({
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

const englishTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  timeStyle: 'short',
});

/** '8:53 a.m.' (« 8 h 53 ») on the business clock, as formatDateTime writes times; '' for a non-date. */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (pageLanguage() !== 'fr') return englishTimeFormat.format(date);
  return dateTimeFormat({ timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(date);
}

/** 'Nov 25, 2026' on the business clock. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat({ timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' }).format(date);
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

// A business date ('YYYY-MM-DD') is a calendar day, not an instant: read it at UTC midnight, in UTC.
const dayDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Nov 25' for the business date '2026-11-25'. */
export function shortDayLabel(date: string): string {
  const day = dayDate(date);
  return Number.isNaN(day.getTime())
    ? date
    : dateTimeFormat({ timeZone: 'UTC', month: 'short', day: 'numeric' }).format(day);
}

/** 'Wed, Nov 25, 2026' for the business date '2026-11-25'. */
export function dayLabel(date: string): string {
  const day = dayDate(date);
  return Number.isNaN(day.getTime())
    ? date
    : dateTimeFormat({
        timeZone: 'UTC',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }).format(day);
}
