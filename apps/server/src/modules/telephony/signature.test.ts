import { describe, expect, it } from 'vitest';
import { isValidTelephonySignature, signTelephonyBody } from './signature.ts';

const SECRET = 'unit-test-telephony-secret';
const BODY = Buffer.from('{"signedIn":true}');

describe('telephony signature', () => {
  it('accepts the hex HMAC-SHA256 of the exact body, in either case', () => {
    const signature = signTelephonyBody(SECRET, BODY);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidTelephonySignature(SECRET, BODY, signature)).toBe(true);
    expect(isValidTelephonySignature(SECRET, BODY, signature.toUpperCase())).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['repeated header', [signTelephonyBody(SECRET, BODY)]],
    ['not hex', 'z'.repeat(64)],
    ['too short', signTelephonyBody(SECRET, BODY).slice(0, 63)],
    ['another secret', signTelephonyBody('another-secret-entirely', BODY)],
    ['another body', signTelephonyBody(SECRET, '{"signedIn":false}')],
  ])('rejects a signature that is %s', (_case, signature) => {
    expect(isValidTelephonySignature(SECRET, BODY, signature)).toBe(false);
  });

  it('signs bytes, not JSON: whitespace matters', () => {
    const signature = signTelephonyBody(SECRET, BODY);
    expect(isValidTelephonySignature(SECRET, Buffer.from('{ "signedIn": true }'), signature)).toBe(false);
  });
});
