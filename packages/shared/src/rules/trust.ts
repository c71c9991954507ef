import { easternUtcOffsetHours } from './business-time.ts';
import { withoutInvisible } from './free-text.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A review needs a call of at least this many billed minutes with the advisor… */
export const REVIEW_MIN_MINUTES = 4;
/** …that ended within this window. */
export const REVIEW_WINDOW_MS = 7 * DAY_MS;
/** The author may edit a review this long after writing it. */
export const REVIEW_EDIT_WINDOW_MS = 7 * DAY_MS;
/** A customer keeps at most this many favourite advisors. */
export const FAVORITES_MAX = 100;
/** A "notify me" lasts this long unless it fires first. */
export const ALERT_LIFETIME_MS = 7 * DAY_MS;
/** At most one availability notice per customer and advisor in this window. */
export const ALERT_MIN_GAP_MS = 6 * HOUR_MS;
/** No notice between these hours of the business time zone, unless the customer accepted it. */
export const QUIET_HOURS = { from: 22, until: 8 } as const;
/** A satisfaction credit may be asked for a call that ended within this window… */
export const SATISFACTION_WINDOW_MS = 72 * HOUR_MS;
/** …once per this many days. */
export const SATISFACTION_INTERVAL_MS = 30 * DAY_MS;
/** A call shorter than this is credited back: it dropped in its first minute. */
export const DROPPED_CALL_SECONDS = 60;

/** The business day (Montréal) of an instant, as YYYY-MM-DD: the once-a-day key of reviews. */
export function businessDay(instant: Date): string {
  return new Date(instant.getTime() + easternUtcOffsetHours(instant) * HOUR_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) on Montréal's wall clock. */
export function businessHour(instant: Date): number {
  return new Date(instant.getTime() + easternUtcOffsetHours(instant) * HOUR_MS).getUTCHours();
}

export function isQuietHour(instant: Date): boolean {
  const hour = businessHour(instant);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/**
 * Whether an open "notify me" may fire now: not within 6 hours of the last notice to the same customer
 * about the same advisor, and not at night unless the customer accepted it. Otherwise it stays open and
 * fires at the first pass after that, while the advisor is still available.
 */
export function alertMayFire(input: { now: Date; lastNoticeAt: Date | null; nightOk: boolean }): boolean {
  if (input.lastNoticeAt && input.now.getTime() - input.lastNoticeAt.getTime() < ALERT_MIN_GAP_MS)
    return false;
  return input.nightOk || !isQuietHour(input.now);
}

const MASK = '•••';
// An address: something@something.tld, loosely (a review is no place for an exact RFC 5322 parser).
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A run of digits, possibly broken by spaces, dots, dashes, slashes or brackets, holding 7 digits or more.
const PHONE = /\+?\(?\d(?:[\s().\-/]{0,3}\d){6,}/g;

const maskPlain = (text: string) => text.replace(EMAIL, MASK).replace(PHONE, MASK);

/**
 * A review's text with e-mail addresses and phone numbers replaced by •••, and no invisible characters.
 * The search runs on the compatibility form (NFKC), so full-width digits or a full-width @ hide nothing;
 * a text with nothing to hide keeps the writer's own characters (NFKC would also flatten « … » and
 * no-break spaces).
 */
export function maskContactDetails(text: string): string {
  const plain = withoutInvisible(text);
  const folded = plain.normalize('NFKC');
  const masked = maskPlain(folded);
  return masked === folded ? plain : masked;
}

/** An average rating as shown: one decimal, rounded half up. */
export function roundedAverage(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 10 + Number.EPSILON) / 10;
}
