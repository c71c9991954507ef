import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^[0-9]{1,12}$/;

/**
 * How far a request's timestamp may be from our clock, either way. A captured request stops working
 * after this long, while a sender's clock a little off, or a retry a little late, still gets through.
 */
export const TELEPHONY_TOLERANCE_SECONDS = 5 * 60;

/**
 * HMAC-SHA256 (hex) of `${timestamp}.${rawBody}`, Stripe's scheme: the timestamp is inside the signature,
 * so a captured body cannot be replayed later under a fresh timestamp. `timestamp` is unix seconds, as
 * sent in X-Telephony-Timestamp.
 */
export function signTelephonyRequest(
  secret: string,
  timestamp: number | string,
  body: Buffer | string,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export type TelephonySignatureCheck =
  | { ok: true }
  /** missing-timestamp also covers a malformed one; bad-signature covers a missing one. */
  | { ok: false; reason: 'missing-timestamp' | 'bad-signature' | 'stale-timestamp' };

/**
 * Verifies a webhook: a timestamp of unix-second digits, a signature over it and the exact bytes received
 * (a signature over a re-serialized body would break on any difference in whitespace or key order),
 * compared in constant time, and then the timestamp within TELEPHONY_TOLERANCE_SECONDS of `nowMs`. The
 * window is checked after the signature, so "stale" is only ever said of a genuine request whose sender's
 * clock or queue is off: worth telling the operator apart from a forgery.
 */
export function verifyTelephonySignature(input: {
  secret: string;
  rawBody: Buffer;
  timestamp: string | string[] | undefined;
  signature: string | string[] | undefined;
  nowMs?: number;
  toleranceSeconds?: number;
}): TelephonySignatureCheck {
  const { secret, rawBody, timestamp, signature } = input;
  if (typeof timestamp !== 'string' || !UNIX_SECONDS.test(timestamp)) {
    return { ok: false, reason: 'missing-timestamp' };
  }
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature))
    return { ok: false, reason: 'bad-signature' };
  const expected = Buffer.from(signTelephonyRequest(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'bad-signature' };
  const nowSeconds = Math.floor((input.nowMs ?? Date.now()) / 1000);
  const tolerance = input.toleranceSeconds ?? TELEPHONY_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return { ok: false, reason: 'stale-timestamp' };
  return { ok: true };
}
