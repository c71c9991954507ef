import { BUSINESS_TIME_ZONE } from '../constants.ts';

// ---------------------------------------------------------------------------------------------------
// The site's two languages: English at the spec's paths, French (Québec) under /fr. Pure rules
// for the server (redirect, lang, hreflang) and the web (switch, links, formats); nothing here reads a
// request or a cookie itself.
// ---------------------------------------------------------------------------------------------------

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The path prefix of the French pages. */
export const FRENCH_PREFIX = '/fr';
/** The cookie that remembers a visitor's choice (a customer's is also kept on their account). */
export const LANGUAGE_COOKIE = 'lang';

/** BCP 47 tags: `lang` on the page, `hreflang` of its alternates, and the locale of its formats. */
export const LANGUAGE_TAGS: Record<Language, 'en-CA' | 'fr-CA'> = { en: 'en-CA', fr: 'fr-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: /fr and everything under /fr/ is French, any other path English. */
export function languageOfPath(pathname: string): Language {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/**
 * The pages whose French address has words of its own rather than the English path under /fr: the
 * English path → the French one (after /fr). Either address opens the page in either language (the
 * route table has both); the canonical one of each language is the one here.
 */
const FRENCH_SLUGS: Readonly<Record<string, string>> = {
  '/apply': '/postuler',
  '/apply/withdraw': '/postuler/retrait',
};
const ENGLISH_OF_SLUG: ReadonlyMap<string, string> = new Map(
  Object.entries(FRENCH_SLUGS).map(([english, french]) => [french, english]),
);

/** A page's path as the router of `language` has it (under /fr for French): '/apply' → '/postuler' in French. */
export function slugInLanguage(path: string, language: Language): string {
  return language === 'fr' ? (FRENCH_SLUGS[path] ?? path) : path;
}

/**
 * The page's path without its language: '/fr/pricing' → '/pricing', '/fr' → '/', and a French slug gives
 * the page's English path ('/fr/postuler' → '/apply', as does '/postuler').
 */
export function pathWithoutLanguage(pathname: string): string {
  const rest = languageOfPath(pathname) === 'en' ? pathname : pathname.slice(FRENCH_PREFIX.length);
  if (rest === '') return '/';
  const trimmed = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return ENGLISH_OF_SLUG.get(trimmed) ?? rest;
}

/**
 * The same page in `language`: '/pricing' ↔ '/fr/pricing', '/' ↔ '/fr', '/apply' ↔ '/fr/postuler';
 * query and hash are kept.
 */
export function pathInLanguage(path: string, language: Language): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const bare = pathWithoutLanguage(pathname || '/');
  if (language === 'en') return `${bare}${tail}`;
  const french = slugInLanguage(bare, 'fr');
  return `${french === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${french}`}${tail}`;
}

/**
 * The language an Accept-Language header prefers among ours, by its q-values (ties keep the header's
 * order; a region such as fr-FR counts as French); null when it names neither, or is missing or empty.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    // Strictly greater: on a tie the one the header names first stays.
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/**
 * Where a request for `pathname` is sent, or null to serve it. Only '/' ever redirects: to /fr when the
 * reader chose French before (the saved choice: their cookie or account), or, with no saved choice, when
 * their browser prefers French. A saved English choice stays, and a request without Accept-Language and
 * without a choice (a crawler) is never redirected.
 */
export function languageRedirect(input: {
  pathname: string;
  acceptLanguage: string | null | undefined;
  savedLanguage: string | null | undefined;
}): string | null {
  if (input.pathname !== '/') return null;
  if (isLanguage(input.savedLanguage)) return input.savedLanguage === 'fr' ? FRENCH_PREFIX : null;
  return preferredLanguage(input.acceptLanguage) === 'fr' ? FRENCH_PREFIX : null;
}

// Formats of each language. The English pages keep the spec's en-US formats ('CA$43.12'); the French
// pages use Québec's (« 43,12 $ », « mardi 24 novembre 2026 », « 9 h »). Each formatter is made on first
// use, never at load: the first Intl formatter a page creates costs it the ICU start-up (see
// business-time.ts), which a page that formats nothing must not pay.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

const money = (language: Language) =>
  once(
    `money ${language}`,
    () => new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD' }),
  );
const longDate = (language: Language) =>
  once(
    `date ${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: BUSINESS_TIME_ZONE,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
  );
const hourMinute = (language: Language) =>
  once(
    `time ${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: BUSINESS_TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
      }),
  );
const numbers = (language: Language) =>
  once(`number ${language}`, () => new Intl.NumberFormat(LOCALES[language]));

/** Cents as money: 'CA$43.12' in English (the spec's), '43,12 $' in French. */
export function formatMoneyIn(language: Language, cents: number): string {
  return money(language).format(cents / 100);
}

/** The business-clock day: 'Tuesday, November 24, 2026' / 'mardi 24 novembre 2026'. */
export function formatLongDateIn(language: Language, instant: Date): string {
  return longDate(language).format(instant);
}

/** The business-clock time: '9:00 AM' / '9 h', '9:30 AM' / '9 h 30'. */
export function formatTimeIn(language: Language, instant: Date): string {
  const text = hourMinute(language).format(instant);
  // ICU writes '09 h 00' or '9 h 00' in fr-CA; Québec writes the hour alone when the minutes are zero.
  if (language === 'fr') return text.replace(/^0(\d)/, '$1').replace(/(\s)h\s00$/, '$1h');
  return text;
}

/** A count: '1,234' / '1 234'. */
export function formatNumberIn(language: Language, value: number): string {
  return numbers(language).format(value);
}

/** A figure with exactly `digits` decimals, as the language writes them: '15.98' / '15,98'. */
export function formatDecimalIn(language: Language, value: number, digits: number): string {
  return once(
    `decimal ${language} ${digits}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(value);
}

/**
 * A clock time written the spec's way ('9:00 PM', as advisors' hours are stored) in a language: unchanged
 * in English, « 21 h » / « 21 h 30 » in French. Text that is not such a time is returned as it is.
 */
export function formatClockTextIn(language: Language, text: string): string {
  if (language === 'en') return text;
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(text);
  if (!match) return text;
  const [, h, minutes, half] = match as unknown as [string, string, string, string];
  const hour = (Number(h) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return minutes === '00' ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minutes}`;
}
