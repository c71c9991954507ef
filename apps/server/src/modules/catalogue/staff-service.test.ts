import { describe, expect, it } from 'vitest';
import { couponChangeProblem } from './staff-service.ts';

const coupon = { type: 'percentage_off' as const, value: 20, ownerCustomerId: null };
const same = { type: 'percentage_off' as const, value: 20, maxUses: 3 };

describe('what a coupon change may not do', () => {
  it('lets an unused coupon change anything', () => {
    expect(couponChangeProblem(coupon, 0, { type: 'bonus_minutes', value: 30, maxUses: 1 })).toBeNull();
  });

  it('keeps type and value once used, and max_uses at or above the most uses of one customer', () => {
    expect(couponChangeProblem(coupon, 2, { ...same, value: 25 })?.code).toBe('COUPON_USED');
    expect(couponChangeProblem(coupon, 2, { ...same, type: 'percentage_bonus_minutes' })?.code).toBe(
      'COUPON_USED',
    );
    expect(couponChangeProblem(coupon, 2, { ...same, maxUses: 1 })?.code).toBe('BELOW_USES');
    expect(couponChangeProblem(coupon, 2, { ...same, maxUses: 2 })).toBeNull();
    expect(couponChangeProblem(coupon, 2, { ...same, maxUses: null })).toBeNull();
  });

  it('refuses any edit of a tarot prize', () => {
    const prize = { ...coupon, ownerCustomerId: 'winner' };
    expect(couponChangeProblem(prize, 0, same)?.code).toBe('TAROT_COUPON');
  });
});
