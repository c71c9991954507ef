import { describe, expect, it } from 'vitest';
import { instantRunKey, minimumOf, torontoDay } from './decisions.ts';
import { gigadatItemOutcome, paypalItemOutcome } from './dispatch.ts';

const DAY = 86_400_000;

describe("a provider's item status as our outcome", () => {
  const sentAt = new Date('2026-11-01T12:00:00Z');
  const paypal = (status: string, days = 1, error: string | null = null) =>
    paypalItemOutcome(status, {
      sentAt,
      now: new Date(sentAt.getTime() + days * DAY),
      providerItemId: 'PI',
      error,
    });

  it.each([
    ['SUCCESS', { kind: 'paid', providerItemId: 'PI' }],
    ['FAILED', { kind: 'back', status: 'failed', reason: 'FAILED', providerItemId: 'PI' }],
    ['BLOCKED', { kind: 'back', status: 'failed', reason: 'BLOCKED', providerItemId: 'PI' }],
    ['RETURNED', { kind: 'back', status: 'returned', reason: 'RETURNED', providerItemId: 'PI' }],
    ['REFUNDED', { kind: 'back', status: 'returned', reason: 'REFUNDED', providerItemId: 'PI' }],
    ['PENDING', { kind: 'pending' }],
    ['ONHOLD', { kind: 'pending' }],
    ['UNCLAIMED', { kind: 'pending' }],
    ['SOMETHING_NEW', { kind: 'pending' }],
  ])('PayPal %s', (status, outcome) => {
    expect(paypal(status)).toEqual(outcome);
  });

  it("PayPal: a failure keeps PayPal's error name as the reason", () => {
    expect(paypal('FAILED', 1, 'RECEIVER_UNREGISTERED')).toMatchObject({ reason: 'RECEIVER_UNREGISTERED' });
  });

  it('PayPal: UNCLAIMED comes back only once it has waited 30 days since it was sent', () => {
    expect(paypal('UNCLAIMED', 29.9)).toEqual({ kind: 'pending' });
    expect(paypal('UNCLAIMED', 30)).toEqual({ kind: 'unclaimed-expired' });
    expect(
      paypalItemOutcome('UNCLAIMED', { sentAt: null, now: new Date(), providerItemId: null, error: null }),
    ).toEqual({
      kind: 'pending',
    });
  });

  it.each([
    ['STATUS_SUCCESS', 'paid'],
    ['STATUS_PENDING', 'pending'],
    ['STATUS_FAILED', 'failed'],
    ['STATUS_REJECTED', 'failed'],
    ['STATUS_RETURNED', 'returned'],
    ['STATUS_EXPIRED', 'unclaimed'],
  ])('Gigadat %s', (status, expected) => {
    const outcome = gigadatItemOutcome(status, null);
    expect(outcome.kind === 'back' ? outcome.status : outcome.kind).toBe(expected);
  });
});

describe('the payout minimum setting', () => {
  it.each([
    [undefined, 2_500],
    [5_000, 5_000],
    [{ cents: 4_000 }, 4_000],
    [0, 2_500],
    [-5, 2_500],
    [12.5, 2_500],
    ['3000', 2_500],
  ])('%j reads as %i cents', (value, cents) => {
    expect(minimumOf(value)).toBe(cents);
  });
});

describe("an instant payout's day", () => {
  it("is Montréal's calendar day, not UTC's", () => {
    // 03:30 UTC on the 29th is still the 28th in Toronto (UTC-5 in November).
    expect(torontoDay(new Date('2026-11-29T03:30:00Z'))).toBe('2026-11-28');
    expect(torontoDay(new Date('2026-11-29T05:30:00Z'))).toBe('2026-11-29');
    // Summer time: UTC-4.
    expect(torontoDay(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(instantRunKey(1001, new Date('2026-11-29T03:30:00Z'))).toBe('instant:1001:2026-11-28');
  });
});
