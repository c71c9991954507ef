import { describe, expect, it } from 'vitest';
import {
  type CouponCheck,
  type CouponCheckInput,
  checkCoupon,
  couponMessage,
  normalizeCouponCode,
} from './coupon.ts';

const now = new Date('2024-06-01T12:00:00Z');
const valid = { active: true, expiresAt: null, maxUses: null };

describe('checkCoupon', () => {
  it.each<[string, CouponCheckInput, CouponCheck]>([
    ['missing', { coupon: null, useCount: 0, now }, { ok: false, reason: 'invalid' }],
    ['inactive', { coupon: { ...valid, active: false }, useCount: 0, now }, { ok: false, reason: 'invalid' }],
    [
      'expired a millisecond ago',
      { coupon: { ...valid, expiresAt: new Date(now.getTime() - 1) }, useCount: 0, now },
      { ok: false, reason: 'expired' },
    ],
    ['expiring right now', { coupon: { ...valid, expiresAt: now }, useCount: 0, now }, { ok: true }],
    [
      'at its use limit',
      { coupon: { ...valid, maxUses: 1 }, useCount: 1, now },
      { ok: false, reason: 'usageLimit' },
    ],
    [
      'past its use limit',
      { coupon: { ...valid, maxUses: 1 }, useCount: 3, now },
      { ok: false, reason: 'usageLimit' },
    ],
    ['below its use limit', { coupon: { ...valid, maxUses: 2 }, useCount: 1, now }, { ok: true }],
    [
      'with max uses 0',
      { coupon: { ...valid, maxUses: 0 }, useCount: 0, now },
      { ok: false, reason: 'usageLimit' },
    ],
    ['unlimited', { coupon: valid, useCount: 99, now }, { ok: true }],
    [
      'inactive and expired',
      { coupon: { active: false, expiresAt: new Date(0), maxUses: 1 }, useCount: 5, now },
      { ok: false, reason: 'invalid' },
    ],
    [
      'expired and used up',
      { coupon: { active: true, expiresAt: new Date(0), maxUses: 1 }, useCount: 5, now },
      { ok: false, reason: 'expired' },
    ],
    [
      'first-purchase-only, first purchase',
      { coupon: { ...valid, firstPurchaseOnly: true }, useCount: 0, paidPurchaseCount: 0, now },
      { ok: true },
    ],
    [
      'first-purchase-only, after a purchase',
      { coupon: { ...valid, firstPurchaseOnly: true }, useCount: 0, paidPurchaseCount: 1, now },
      { ok: false, reason: 'firstPurchaseOnly' },
    ],
    [
      'a tarot prize, used by its winner',
      { coupon: { ...valid, maxUses: 1, ownerCustomerId: 'c1' }, customerId: 'c1', useCount: 0, now },
      { ok: true },
    ],
    [
      'a tarot prize, used by someone else',
      { coupon: { ...valid, maxUses: 1, ownerCustomerId: 'c1' }, customerId: 'c2', useCount: 0, now },
      { ok: false, reason: 'invalid' },
    ],
    [
      'a tarot prize, nobody named',
      { coupon: { ...valid, ownerCustomerId: 'c1' }, useCount: 0, now },
      { ok: false, reason: 'invalid' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkCoupon(input)).toEqual(expected);
  });
});

describe('couponMessage', () => {
  it.each([
    ['invalid', 'Invalid coupon code'],
    ['expired', 'Coupon has expired'],
    ['usageLimit', 'Coupon usage limit reached'],
    ['firstPurchaseOnly', 'This coupon is only valid on your first purchase.'],
  ] as const)('%s -> %s', (reason, message) => {
    expect(couponMessage(reason)).toBe(message);
  });
});

describe('normalizeCouponCode', () => {
  it('trims and uppercases', () => {
    expect(normalizeCouponCode('  welcome25 ')).toBe('WELCOME25');
  });
});
