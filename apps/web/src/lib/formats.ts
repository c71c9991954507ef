import { formatContrastRatio as formatContrastRatioIn } from '@app/shared/rules/contrast';
import { formatFileSize as formatFileSizeIn } from '@app/shared/rules/file-size';
import {
  formatClockTextIn,
  formatLongDateIn,
  formatMoneyIn,
  formatNumberIn,
  formatTimeIn,
  pathInLanguage,
} from '@app/shared/rules/language';
import { pageLanguage } from './language.ts';

/**
 * The page's formats: the spec's en-US ones on English pages ('CA$43.12', 'November 24, 2026', '9:00 PM'),
 * Québec's on French pages (« 43,12 $ », « 24 novembre 2026 », « 21 h »). Always through Intl, never by
 * concatenation. Components use these instead of a hard-coded locale.
 */

/** The locale of Intl formats on this page: 'en-US' (the spec's) or 'fr-CA'. */
export function pageLocale(): 'en-US' | 'fr-CA' {
  return pageLanguage() === 'fr' ? 'fr-CA' : 'en-US';
}

/** Cents as money in the page's language. */
export function formatMoney(cents: number): string {
  return formatMoneyIn(pageLanguage(), cents);
}

/** A count with the page's digit grouping. */
export function formatNumber(value: number): string {
  return formatNumberIn(pageLanguage(), value);
}

/** A file's size as the page writes it: '5 MB', « 5 Mo ». */
export function formatFileSize(bytes: number): string {
  return formatFileSizeIn(bytes, pageLanguage());
}

/** A WCAG contrast ratio as the page writes it: '15.98:1', « 15,98:1 ». */
export function formatContrastRatio(ratio: number): string {
  return formatContrastRatioIn(ratio, pageLanguage());
}

/** The business-clock day, in full. */
export function formatLongDate(instant: Date): string {
  return formatLongDateIn(pageLanguage(), instant);
}

/** The business-clock time. */
export function formatTime(instant: Date): string {
  return formatTimeIn(pageLanguage(), instant);
}

/** A stored 12-hour time ('9:00 PM', advisors' hours) as the page writes times. */
export function formatClockText(text: string): string {
  return formatClockTextIn(pageLanguage(), text);
}

/** 'Nov 16, 2026' (« 16 nov. 2026 ») for a business-clock day written '2026-11-16'. */
export function formatDay(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An Intl.DateTimeFormat in the page's locale, made once per set of options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${pageLocale()} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(pageLocale(), options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** An address outside the router (a link in an e-mail, a provider's return URL) in the page's language. */
export function localPath(path: string): string {
  return pathInLanguage(path, pageLanguage());
}
