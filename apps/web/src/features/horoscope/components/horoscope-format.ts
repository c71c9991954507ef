import type { ZodiacElement } from '@app/shared/zodiac';
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../../lib/formats.ts';

/** 'Monday, November 23, 2026' for the business day 'YYYY-MM-DD' (read as a calendar date, not an instant). */
export function formatHoroscopeDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat({
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 21' as the page writes a day of the year (« 21 mars »); the text itself when it is not such a day. */
function signDay(text: string): string {
  const [, month, day] = /^([A-Z][a-z]{2}) (\d{1,2})$/.exec(text.trim()) ?? [];
  const index = MONTHS.indexOf(month ?? '');
  if (index === -1 || !day) return text;
  // A year of no importance (2000, a leap year so Feb 29 stays itself), read in UTC.
  return dateTimeFormat({ timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(Date.UTC(2000, index, Number(day))),
  );
}

/** A sign's dates ('Mar 21 - Apr 19', as ZODIAC_SIGNS has them) in the page's language (« du 21 mars au 19 avr. »). */
export function formatSignDates(dates: string, t: TFunction): string {
  const ends = dates.split(' - ');
  if (ends.length !== 2) return dates;
  return t('horoscope.signDates', { start: signDay(ends[0] ?? ''), end: signDay(ends[1] ?? '') });
}

/** SPEC 2: fire red, earth green, air blue, water indigo (anything else purple). */
export function elementTone(element: ZodiacElement | string): string {
  switch (element) {
    case 'fire':
      return 'from-red-500 to-orange-400';
    case 'earth':
      return 'from-emerald-600 to-lime-500';
    case 'air':
      return 'from-sky-500 to-blue-400';
    case 'water':
      return 'from-indigo-600 to-violet-500';
    default:
      return 'from-purple-600 to-fuchsia-500';
  }
}
