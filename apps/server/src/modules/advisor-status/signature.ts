import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^[0-9]{1,12}$/;

/**
 * How old a request's timestamp may be. A captured request stops working after this long, while a
 * sender's queue a little late, or a retry, still gets through.
 */
export const TELEPHONY_TOLERANCE_SECONDS = 5 * 60;

/**
 * How far ahead of our clock a request's timestamp may be: a little skew between two clocks, no more. An
 * event stamped minutes ahead would otherwise outrank every event of the present until its time came.
 */
export const TELEPHONY_FUTURE_SKEW_SECONDS = 30;

/** What a signature covers besides the secret. */
export interface SignedTelephonyRequest {
  /** Unix seconds, as sent in X-Telephony-Timestamp. */
  timestamp: number | string;
  /** The HTTP method, e.g. POST. */
  method: string;
  /** The request target as sent: the path, and the query string if there is one. */
  url: string;
  /** The exact bytes of the body. */
  body: Buffer | string;
}

/**
 * HMAC-SHA256 (hex) of `<timestamp>.<METHOD> <url>\n<raw body>`. The timestamp is inside the signature,
 * so a captured body cannot be replayed later under a fresh timestamp; the method and the URL are too, so
 * a push for one advisor cannot be replayed to another advisor's URL. A URL holds neither a space nor a
 * line break, so no two requests sign the same bytes.
 */
export function signTelephonyRequest(secret: string, request: SignedTelephonyRequest): string {
  return createHmac('sha256', secret)
    .update(`${request.timestamp}.${request.method.toUpperCase()} ${request.url}\n`)
    .update(request.body)
    .digest('hex');
}

export type TelephonySignatureCheck =
  /** `eventKey` names this very event (the signature, lower-cased): a replay of it carries the same key. */
  | { ok: true; eventKey: string }
  /** missing-timestamp also covers a malformed one; bad-signature covers a missing one. */
  | { ok: false; reason: 'missing-timestamp' | 'bad-signature' | 'stale-timestamp' | 'future-timestamp' };

/**
 * Verifies a webhook: a timestamp of unix-second digits, a signature over it, the method, the URL and the
 * exact bytes received (a signature over a re-serialized body would break on any difference in whitespace
 * or key order), compared in constant time, and then the timestamp no older than
 * TELEPHONY_TOLERANCE_SECONDS and no further ahead than TELEPHONY_FUTURE_SKEW_SECONDS. The window is
 * checked after the signature, so "stale" or "future" is only ever said of a genuine request whose
 * sender's clock or queue is off: worth telling the operator apart from a forgery.
 */
export function verifyTelephonySignature(input: {
  secret: string;
  method: string;
  url: string;
  rawBody: Buffer;
  timestamp: string | string[] | undefined;
  signature: string | string[] | undefined;
  nowMs?: number;
}): TelephonySignatureCheck {
  const { secret, rawBody, timestamp, signature } = input;
  if (typeof timestamp !== 'string' || !UNIX_SECONDS.test(timestamp)) {
    return { ok: false, reason: 'missing-timestamp' };
  }
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature))
    return { ok: false, reason: 'bad-signature' };
  const expected = signTelephonyRequest(secret, {
    timestamp,
    method: input.method,
    url: input.url,
    body: rawBody,
  });
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'bad-signature' };
  const ageSeconds = Math.floor((input.nowMs ?? Date.now()) / 1000) - Number(timestamp);
  if (ageSeconds > TELEPHONY_TOLERANCE_SECONDS) return { ok: false, reason: 'stale-timestamp' };
  if (-ageSeconds > TELEPHONY_FUTURE_SKEW_SECONDS) return { ok: false, reason: 'future-timestamp' };
  return { ok: true, eventKey: expected };
}
