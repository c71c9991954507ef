import * as creditsMessages from '../messages/credits.ts';

export type CouponRejection = 'invalid' | 'expired' | 'usageLimit' | 'firstPurchaseOnly';

export interface CouponCheckInput {
  coupon: {
    active: boolean;
    expiresAt: Date | null;
    maxUses: number | null;
    firstPurchaseOnly?: boolean;
    /** Set for a coupon won at tarot: only its winner may use it. */
    ownerCustomerId?: string | null;
  } | null;
  /** Who wants to use it (compared with the coupon's owner, if it has one). */
  customerId?: string;
  /** How many times this customer has already used the coupon. */
  useCount: number;
  /** Paid purchases the customer already has (first-purchase-only coupons need 0). */
  paidPurchaseCount?: number;
  now: Date;
}

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRejection };

export function checkCoupon(input: CouponCheckInput): CouponCheck {
  const { coupon, useCount, now } = input;
  if (!coupon?.active) return { ok: false, reason: 'invalid' };
  // Someone else's tarot prize reads as an unknown code: it must not reveal that it exists.
  if (coupon.ownerCustomerId && coupon.ownerCustomerId !== input.customerId) {
    return { ok: false, reason: 'invalid' };
  }
  if (coupon.expiresAt && coupon.expiresAt.getTime() < now.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.maxUses !== null && useCount >= coupon.maxUses) return { ok: false, reason: 'usageLimit' };
  if (coupon.firstPurchaseOnly && (input.paidPurchaseCount ?? 0) > 0) {
    return { ok: false, reason: 'firstPurchaseOnly' };
  }
  return { ok: true };
}

export function couponMessage(reason: CouponRejection): string {
  return creditsMessages.coupon.errors[reason];
}

/** Codes are stored uppercase; customers type them any way. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
