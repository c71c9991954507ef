import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The code texted to an applicant's phone: 6 digits, of which only an HMAC is stored (under the server's
 * secret, bound to the number and to this use), checked in constant time.
 */

/** How long a code may be typed. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries after which a code is dead, even if the right one comes next. */
export const CODE_MAX_TRIES = 5;
/** How long a verified code may wait for the application it allows. */
export const VERIFIED_CODE_WINDOW_MS = 30 * 60_000;

const PURPOSE = 'advisor-application-phone';

export function newPhoneCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function phoneCodeHash(secret: string, phoneE164: string, code: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${phoneE164}:${code}`).digest('base64url');
}

export function phoneCodeMatches(
  secret: string,
  phoneE164: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(phoneCodeHash(secret, phoneE164, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
