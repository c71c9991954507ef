import type { Bundle } from '../constants.ts';
import { floorRobust, roundHalfUp, taxCents } from './money.ts';

export type CouponType = 'percentage_off' | 'bonus_minutes' | 'percentage_bonus_minutes';
export const COUPON_TYPES = ['percentage_off', 'bonus_minutes', 'percentage_bonus_minutes'] as const;

export interface CouponEffectInput {
  type: CouponType;
  value: number;
}

export interface OrderSummary {
  bundleMinutes: number;
  giftMinutes: number;
  bonusMinutes: number;
  totalMinutes: number;
  priceCents: number;
  discountCents: number;
  /** Price after discount: the tax base and the amount before tax. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

type OrderBundle = Pick<Bundle, 'minutes' | 'gift' | 'priceInCents'>;

/** A negative coupon value must never raise the price or take minutes away. */
function nonNegative(n: number): number {
  return Math.max(0, n);
}

function discountFor(priceCents: number, coupon: CouponEffectInput | null | undefined): number {
  if (coupon?.type !== 'percentage_off') return 0;
  return Math.min(priceCents, nonNegative(roundHalfUp((priceCents * coupon.value) / 100)));
}

function bonusMinutesFor(bundleMinutes: number, coupon: CouponEffectInput | null | undefined): number {
  switch (coupon?.type) {
    case 'bonus_minutes':
      return nonNegative(floorRobust(coupon.value));
    case 'percentage_bonus_minutes':
      return nonNegative(floorRobust((coupon.value * bundleMinutes) / 100));
    default:
      return 0;
  }
}

/** The one place an order's minutes and money are computed: price minus discount, plus tax on the discounted price. */
export function computeOrder(bundle: OrderBundle, coupon?: CouponEffectInput | null): OrderSummary {
  const priceCents = bundle.priceInCents;
  const discountCents = discountFor(priceCents, coupon);
  const taxableCents = priceCents - discountCents;
  const tax = taxCents(taxableCents);
  const bonusMinutes = bonusMinutesFor(bundle.minutes, coupon);
  return {
    bundleMinutes: bundle.minutes,
    giftMinutes: bundle.gift,
    bonusMinutes,
    totalMinutes: bundle.minutes + bundle.gift + bonusMinutes,
    priceCents,
    discountCents,
    taxableCents,
    taxCents: tax,
    totalCents: taxableCents + tax,
  };
}
