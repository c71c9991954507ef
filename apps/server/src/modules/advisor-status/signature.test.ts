import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type SignedTelephonyRequest,
  signTelephonyRequest,
  TELEPHONY_FUTURE_SKEW_SECONDS,
  TELEPHONY_TOLERANCE_SECONDS,
  verifyTelephonySignature,
} from './signature.ts';

const SECRET = 'unit-test-telephony-secret';
const BODY = Buffer.from('{"signedIn":true}');
const URL_1005 = '/api/telephony/agents/1005/status';
/** The injected clock: 2026-01-01T00:00:00Z. */
const NOW_S = 1_767_225_600;
const NOW_MS = NOW_S * 1000;
const TS = String(NOW_S);

const sign = (overrides: Partial<SignedTelephonyRequest> = {}) =>
  signTelephonyRequest(SECRET, { timestamp: TS, method: 'POST', url: URL_1005, body: BODY, ...overrides });

const verify = (overrides: Partial<Parameters<typeof verifyTelephonySignature>[0]> = {}) =>
  verifyTelephonySignature({
    secret: SECRET,
    method: 'POST',
    url: URL_1005,
    rawBody: BODY,
    timestamp: TS,
    signature: sign(),
    nowMs: NOW_MS,
    ...overrides,
  });

describe('telephony signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<METHOD> <url>\\n<body>", accepted in either case', () => {
    const signature = sign({ timestamp: NOW_S });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(
      createHmac('sha256', SECRET).update(`${TS}.POST ${URL_1005}\n{"signedIn":true}`).digest('hex'),
    );
    expect(verify({ signature })).toEqual({ ok: true, eventKey: signature });
    // The event's key is the same whatever case the sender wrote it in: a replay cannot pass as new.
    expect(verify({ signature: signature.toUpperCase() })).toEqual({ ok: true, eventKey: signature });
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
    ['repeated header', [sign()]],
    ['not hex', 'z'.repeat(64)],
    ['too short', sign().slice(0, 63)],
    [
      'made with another secret',
      signTelephonyRequest('another-secret-entirely', {
        timestamp: TS,
        method: 'POST',
        url: URL_1005,
        body: BODY,
      }),
    ],
    ['for another body', sign({ body: '{"signedIn":false}' })],
    ['for another timestamp', sign({ timestamp: NOW_S - 1 })],
    ['for another advisor', sign({ url: '/api/telephony/agents/1006/status' })],
    ['for another method', sign({ method: 'PUT' })],
    [
      'of "<timestamp>.<body>" (the scheme without the URL)',
      createHmac('sha256', SECRET).update(`${TS}.`).update(BODY).digest('hex'),
    ],
    ['of the body alone', createHmac('sha256', SECRET).update(BODY).digest('hex')],
  ])('refuses a signature that is %s', (_case, signature) => {
    expect(verify({ signature })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it("a push signed for one advisor does not verify at another advisor's URL", () => {
    expect(verify({ url: '/api/telephony/agents/1006/status' })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verify({ url: `${URL_1005}?agent=1006` })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('signs bytes, not JSON: whitespace matters', () => {
    expect(verify({ rawBody: Buffer.from('{ "signedIn": true }') })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('accepts a timestamp up to 5 minutes old or 30 seconds ahead, and refuses one beyond', () => {
    expect(TELEPHONY_TOLERANCE_SECONDS).toBe(300);
    expect(TELEPHONY_FUTURE_SKEW_SECONDS).toBe(30);
    const at = (offsetSeconds: number) => {
      const timestamp = String(NOW_S + offsetSeconds);
      return verify({ timestamp, signature: sign({ timestamp }) });
    };
    expect(at(-300).ok).toBe(true);
    expect(at(30).ok).toBe(true);
    expect(at(-301)).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(at(31)).toEqual({ ok: false, reason: 'future-timestamp' });
    expect(at(240)).toEqual({ ok: false, reason: 'future-timestamp' });
    expect(at(-6 * 60)).toEqual({ ok: false, reason: 'stale-timestamp' });
  });

  it('a request valid now is refused once the injected clock has moved on 6 minutes', () => {
    expect(verify().ok).toBe(true);
    expect(verify({ nowMs: NOW_MS + 6 * 60_000 })).toEqual({ ok: false, reason: 'stale-timestamp' });
  });

  it('says "stale" or "future" only of a genuine signature: a forgery out of the window is a bad signature', () => {
    for (const offset of [-3600, 3600]) {
      const timestamp = String(NOW_S + offset);
      const forged = signTelephonyRequest('wrong-secret', {
        timestamp,
        method: 'POST',
        url: URL_1005,
        body: BODY,
      });
      expect(verify({ timestamp, signature: forged })).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });
});
