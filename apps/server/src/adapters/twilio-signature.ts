import { createHmac, timingSafeEqual } from 'node:crypto';

export type TwilioParams = Record<string, string | string[] | undefined>;

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1, keyed with the account's auth token, of the full URL
 * Twilio called followed by every POST parameter, sorted by name, as name + value with no separators.
 */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  let payload = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) payload += name + one;
  }
  return createHmac('sha1', authToken).update(payload, 'utf8').digest('base64');
}

export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: TwilioParams,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const received = Buffer.from(signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
