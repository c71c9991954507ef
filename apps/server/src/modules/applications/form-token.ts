import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of the application form (GET /api/applications/start): when the form was handed out,
 * and an HMAC of it under the server's secret, so nobody can write one of their own. A bot that posts
 * the form straight away, or replays a token of yesterday, is told to reload (FORM_EXPIRED).
 */

/** A person cannot read and fill the form faster than this; a script does. */
export const FORM_MIN_AGE_MS = 4_000;
/** A form left open longer than this is reloaded (and its token, if copied, is dead). */
export const FORM_MAX_AGE_MS = 24 * 60 * 60_000;

/** Binds the HMAC to this use, so no other signature made with the same secret is ever a form token. */
const PURPOSE = 'advisor-application-form';

function signature(secret: string, issuedAtMs: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${issuedAtMs}`).digest('base64url');
}

/** `<issued at, ms in base 36>.<HMAC>`. */
export function signFormToken(secret: string, issuedAt: Date): string {
  const issuedAtMs = issuedAt.getTime();
  return `${issuedAtMs.toString(36)}.${signature(secret, issuedAtMs)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too-soon' | 'expired';

/**
 * Whether `token` is one we signed and how old it is at `now`. `minAgeMs` is the submission's
 * FORM_MIN_AGE_MS; asking for a phone code needs no wait (0).
 */
export function checkFormToken(
  secret: string,
  token: string,
  now: Date,
  minAgeMs: number = FORM_MIN_AGE_MS,
): FormTokenCheck {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAtMs = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(issuedAtMs)) return 'invalid';
  const expected = Buffer.from(signature(secret, issuedAtMs));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now.getTime() - issuedAtMs;
  // A token from the future (beyond a second of clock skew between instances) is no token of ours.
  if (age < -1_000) return 'invalid';
  if (age > FORM_MAX_AGE_MS) return 'expired';
  if (age < minAgeMs) return 'too-soon';
  return 'ok';
}
