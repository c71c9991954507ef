import { describe, expect, it } from 'vitest';
import { BUNDLES, type BundleId } from '../constants.ts';
import { type CouponEffectInput, computeOrder } from './pricing.ts';

const bundle = (id: BundleId) => BUNDLES.find((b) => b.id === id)!;

const NONE = null;
const OFF25: CouponEffectInput = { type: 'percentage_off', value: 25 };
const BONUS: CouponEffectInput = { type: 'bonus_minutes', value: 5.7 };
const PCT_BONUS: CouponEffectInput = { type: 'percentage_bonus_minutes', value: 15 };

// [bundle, coupon, bonusMinutes, totalMinutes, discountCents, taxableCents, taxCents, totalCents]
const table: [BundleId, CouponEffectInput | null, number, number, number, number, number, number][] = [
  ['bundle-10', NONE, 0, 12, 0, 2500, 374, 2874],
  ['bundle-10', OFF25, 0, 12, 625, 1875, 281, 2156],
  ['bundle-10', BONUS, 5, 17, 0, 2500, 374, 2874],
  ['bundle-10', PCT_BONUS, 1, 13, 0, 2500, 374, 2874],
  ['bundle-20', NONE, 0, 25, 0, 5000, 749, 5749],
  ['bundle-20', OFF25, 0, 25, 1250, 3750, 562, 4312],
  ['bundle-20', BONUS, 5, 30, 0, 5000, 749, 5749],
  ['bundle-20', PCT_BONUS, 3, 28, 0, 5000, 749, 5749],
  ['bundle-40', NONE, 0, 51, 0, 10000, 1498, 11498],
  ['bundle-40', OFF25, 0, 51, 2500, 7500, 1123, 8623],
  ['bundle-40', BONUS, 5, 56, 0, 10000, 1498, 11498],
  ['bundle-40', PCT_BONUS, 6, 57, 0, 10000, 1498, 11498],
  ['bundle-80', NONE, 0, 105, 0, 20000, 2995, 22995],
  ['bundle-80', OFF25, 0, 105, 5000, 15000, 2246, 17246],
  ['bundle-80', BONUS, 5, 110, 0, 20000, 2995, 22995],
  ['bundle-80', PCT_BONUS, 12, 117, 0, 20000, 2995, 22995],
];

describe('computeOrder', () => {
  it.each(table)('%s with %o', (id, coupon, bonus, totalMinutes, discount, taxable, tax, total) => {
    const b = bundle(id);
    expect(computeOrder(b, coupon)).toEqual({
      bundleMinutes: b.minutes,
      giftMinutes: b.gift,
      bonusMinutes: bonus,
      totalMinutes,
      priceCents: b.priceInCents,
      discountCents: discount,
      taxableCents: taxable,
      taxCents: tax,
      taxes: [
        { name: 'GST', ratePer100k: 5_000, amountCents: expect.any(Number) },
        { name: 'QST', ratePer100k: 9_975, amountCents: tax - Math.round((taxable * 5) / 100) },
      ],
      province: 'QC',
      totalCents: total,
    });
  });

  it('treats a missing coupon like no coupon', () => {
    expect(computeOrder(bundle('bundle-20'))).toEqual(computeOrder(bundle('bundle-20'), null));
  });

  it('rounds a percentage discount half up', () => {
    expect(computeOrder(bundle('bundle-10'), { type: 'percentage_off', value: 12.5 }).discountCents).toBe(
      313,
    );
  });

  it('never discounts more than the price', () => {
    const order = computeOrder(bundle('bundle-10'), { type: 'percentage_off', value: 150 });
    expect(order).toMatchObject({ discountCents: 2500, taxableCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('ignores negative coupon values', () => {
    expect(computeOrder(bundle('bundle-10'), { type: 'percentage_off', value: -10 }).totalCents).toBe(2874);
    expect(computeOrder(bundle('bundle-10'), { type: 'bonus_minutes', value: -3 }).bonusMinutes).toBe(0);
    expect(
      computeOrder(bundle('bundle-10'), { type: 'percentage_bonus_minutes', value: -50 }).bonusMinutes,
    ).toBe(0);
  });

  it('floors percentage bonus minutes without float noise', () => {
    const b = { minutes: 375, gift: 0, priceInCents: 1000 };
    expect(computeOrder(b, { type: 'percentage_bonus_minutes', value: 18.4 }).bonusMinutes).toBe(69);
  });
});
