import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTelephonyRequest, TELEPHONY_TOLERANCE_SECONDS, verifyTelephonySignature } from './signature.ts';

const SECRET = 'unit-test-telephony-secret';
const BODY = Buffer.from('{"signedIn":true}');
/** The injected clock: 2026-01-01T00:00:00Z. */
const NOW_S = 1_767_225_600;
const NOW_MS = NOW_S * 1000;
const TS = String(NOW_S);

const verify = (overrides: Partial<Parameters<typeof verifyTelephonySignature>[0]> = {}) =>
  verifyTelephonySignature({
    secret: SECRET,
    rawBody: BODY,
    timestamp: TS,
    signature: signTelephonyRequest(SECRET, TS, BODY),
    nowMs: NOW_MS,
    ...overrides,
  });

describe('telephony signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>", accepted in either case', () => {
    const signature = signTelephonyRequest(SECRET, NOW_S, BODY);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${TS}.{"signedIn":true}`).digest('hex'));
    expect(verify({ signature })).toEqual({ ok: true });
    expect(verify({ signature: signature.toUpperCase() })).toEqual({ ok: true });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['repeated header', [TS, TS]],
    ['not digits', '2026-01-01T00:00:00Z'],
    ['fractional', `${TS}.5`],
    ['negative', `-${TS}`],
    ['in milliseconds beyond 12 digits', String(NOW_MS * 10)],
  ])('refuses a timestamp that is %s', (_case, timestamp) => {
    expect(verify({ timestamp })).toEqual({ ok: false, reason: 'missing-timestamp' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['repeated header', [signTelephonyRequest(SECRET, TS, BODY)]],
    ['not hex', 'z'.repeat(64)],
    ['too short', signTelephonyRequest(SECRET, TS, BODY).slice(0, 63)],
    ['made with another secret', signTelephonyRequest('another-secret-entirely', TS, BODY)],
    ['for another body', signTelephonyRequest(SECRET, TS, '{"signedIn":false}')],
    ['for another timestamp', signTelephonyRequest(SECRET, NOW_S - 1, BODY)],
    ['of the body alone (the old scheme)', createHmac('sha256', SECRET).update(BODY).digest('hex')],
  ])('refuses a signature that is %s', (_case, signature) => {
    expect(verify({ signature })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('signs bytes, not JSON: whitespace matters', () => {
    expect(verify({ rawBody: Buffer.from('{ "signedIn": true }') })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('accepts a timestamp up to 5 minutes either side of the clock, and refuses one beyond', () => {
    expect(TELEPHONY_TOLERANCE_SECONDS).toBe(300);
    const at = (offsetSeconds: number) => {
      const timestamp = String(NOW_S + offsetSeconds);
      return verify({ timestamp, signature: signTelephonyRequest(SECRET, timestamp, BODY) });
    };
    expect(at(-300)).toEqual({ ok: true });
    expect(at(300)).toEqual({ ok: true });
    expect(at(-301)).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(at(301)).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(at(-6 * 60)).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(at(6 * 60)).toEqual({ ok: false, reason: 'stale-timestamp' });
  });

  it('a request valid now is refused once the injected clock has moved on 6 minutes', () => {
    expect(verify()).toEqual({ ok: true });
    expect(verify({ nowMs: NOW_MS + 6 * 60_000 })).toEqual({ ok: false, reason: 'stale-timestamp' });
  });

  it('says "stale" only of a genuine signature: a forgery with an old timestamp is a bad signature', () => {
    const old = String(NOW_S - 3600);
    expect(verify({ timestamp: old, signature: signTelephonyRequest('wrong-secret', old, BODY) })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});
