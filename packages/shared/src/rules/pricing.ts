import type { Bundle } from '../constants.ts';
import { floorRobust, roundHalfUp } from './money.ts';
import { type SalesTaxOptions, sumTaxLines, type TaxLine, taxLinesFor } from './sales-tax.ts';
import { DEFAULT_TAX_PROVINCE, type Province } from './sales-tax-rates.ts';

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
  /** The sum of `taxes`. */
  taxCents: number;
  /** Each tax that applied, in the table's order (federal first). */
  taxes: TaxLine[];
  /** The jurisdiction the order is taxed in. */
  province: Province;
  totalCents: number;
}

/** Where and when an order is taxed; without it, Québec today (the spec's table). */
export interface OrderTaxContext extends SalesTaxOptions {
  province: Province;
  at: Date;
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

/**
 * The one place an order's minutes and money are computed: price minus discount, plus each tax of the
 * customer's province on the discounted price (each line rounded half up on its own).
 */
export function computeOrder(
  bundle: OrderBundle,
  coupon?: CouponEffectInput | null,
  tax: OrderTaxContext = { province: DEFAULT_TAX_PROVINCE, at: new Date() },
): OrderSummary {
  const priceCents = bundle.priceInCents;
  const discountCents = discountFor(priceCents, coupon);
  const taxableCents = priceCents - discountCents;
  const taxes = taxLinesFor(tax.province, taxableCents, tax.at, tax);
  const taxTotal = sumTaxLines(taxes);
  const bonusMinutes = bonusMinutesFor(bundle.minutes, coupon);
  return {
    bundleMinutes: bundle.minutes,
    giftMinutes: bundle.gift,
    bonusMinutes,
    totalMinutes: bundle.minutes + bundle.gift + bonusMinutes,
    priceCents,
    discountCents,
    taxableCents,
    taxCents: taxTotal,
    taxes,
    province: tax.province,
    totalCents: taxableCents + taxTotal,
  };
}
