/**
 * The checks of an advisor's payout profile (who they are for the tax return, where the money goes).
 * Pure functions on what was typed: each returns the stored form, or null when the input is not one.
 */

/** 'sin': an individual's social insurance number; 'bn': a business number. */
export const TIN_KINDS = ['sin', 'bn'] as const;
export type TinKind = (typeof TIN_KINDS)[number];

/** Age from which an individual may be paid (and signs their own tax slips). */
export const PAYOUT_MIN_AGE_YEARS = 18;

/** What a person types between digit groups: spaces, hyphens, dots. */
const stripSeparators = (input: string) => input.replace(/[\s.\-\u00a0]/g, '').toUpperCase();

/** The Luhn check (mod 10) over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A social insurance number as 9 digits: the Luhn check holds, and it does not start with 0 (never issued)
 * or 8 (business numbers' range).
 */
export function normalizeSin(input: string): string | null {
  const digits = stripSeparators(input);
  if (!/^\d{9}$/.test(digits)) return null;
  if (digits.startsWith('0') || digits.startsWith('8')) return null;
  return passesLuhn(digits) ? digits : null;
}

/**
 * A business number as its 9 digits. A program account typed after it ('123456789 RT 0001') is accepted
 * and dropped: the tax return asks for the business number, the account is another field.
 */
export function normalizeBusinessNumber(input: string): string | null {
  const match = /^(\d{9})(?:[A-Z]{2}\d{4})?$/.exec(stripSeparators(input));
  return match ? (match[1] as string) : null;
}

/** A SIN or business number, by its kind. */
export function normalizeTin(kind: TinKind, input: string): string | null {
  return kind === 'sin' ? normalizeSin(input) : normalizeBusinessNumber(input);
}

/** A GST/HST registration number: 9 digits, RT, 4 digits ('123456789RT0001'). */
export function normalizeGstHstNumber(input: string): string | null {
  const value = stripSeparators(input);
  return /^\d{9}RT\d{4}$/.test(value) ? value : null;
}

/** A Québec QST registration number: 10 digits, TQ, 4 digits ('1234567890TQ0001'). */
export function normalizeQstNumber(input: string): string | null {
  const value = stripSeparators(input);
  return /^\d{10}TQ\d{4}$/.test(value) ? value : null;
}

/**
 * A Canadian postal code ('H2X 1Y4'): letter, digit, letter, digit, letter, digit, without the letters
 * Canada Post never uses (D, F, I, O, Q, U; W and Z never first).
 */
export function normalizePostalCode(input: string): string | null {
  const value = stripSeparators(input);
  if (!/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/.test(value)) return null;
  return `${value.slice(0, 3)} ${value.slice(3)}`;
}

/** A calendar date written YYYY-MM-DD that exists ('2001-02-29' does not). */
export function isCalendarDate(input: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether someone born on `birthDate` is at least `years` old on `today` (both YYYY-MM-DD): their
 * birthday this year has come. Someone born on 29 February turns a year older on 1 March.
 */
export function isAtLeastYearsOld(birthDate: string, today: string, years = PAYOUT_MIN_AGE_YEARS): boolean {
  if (!isCalendarDate(birthDate) || !isCalendarDate(today)) return false;
  const comingOfAge = `${String(Number(birthDate.slice(0, 4)) + years).padStart(4, '0')}${birthDate.slice(4)}`;
  return comingOfAge <= today;
}

/** The last three digits kept in clear beside a sealed number, for maskTin. */
export function tinLast3(tin: string): string {
  return tin.slice(-3);
}
