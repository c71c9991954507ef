import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function signTelephonyBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * HMAC-SHA256 of the exact bytes received, hex, compared in constant time: a signature over a
 * re-serialized body would break on any difference in whitespace or key order.
 */
export function isValidTelephonySignature(
  secret: string,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
