import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import {
  type CouponRejection,
  checkCoupon,
  couponMessage,
  normalizeCouponCode,
} from '@app/shared/rules/coupon';
import { computeOrder, type OrderSummary, type OrderTaxContext } from '@app/shared/rules/pricing';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import { AppError } from '../../app-error.ts';
import {
  type BundleRow,
  type CouponRow,
  countCouponUses,
  countPaidPurchases,
  findActiveBundle,
  findCouponByCode,
  findCouponById,
} from './coupons.ts';

export interface PricedOrder {
  bundle: BundleRow;
  coupon: CouponRow | null;
  summary: OrderSummary;
}

/** Which coupon the customer asked for: by code (the purchase page) or by id (create-*-order's couponId). */
export type CouponRef = { code: string } | { id: string };

const COUPON_CODES: Record<CouponRejection, ErrorCode> = {
  invalid: 'COUPON_INVALID',
  expired: 'COUPON_EXPIRED',
  usageLimit: 'COUPON_USAGE_LIMIT',
  firstPurchaseOnly: 'COUPON_FIRST_PURCHASE_ONLY',
};

export class CouponRejectedError extends AppError {
  constructor(readonly reason: CouponRejection) {
    super(422, COUPON_CODES[reason], couponMessage(reason));
    this.name = 'CouponRejectedError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findCoupon(db: AppDb, ref: CouponRef): Promise<CouponRow | undefined> {
  if ('code' in ref) return findCouponByCode(db, normalizeCouponCode(ref.code));
  // A malformed id is simply an unknown coupon, not a database error.
  return UUID.test(ref.id) ? findCouponById(db, ref.id) : undefined;
}

/** Checks a coupon for this customer now (SPEC 5): exists and active, not expired, under max_uses, first purchase. */
export async function validateCoupon(
  db: AppDb,
  input: {
    customerId: string;
    ref: CouponRef;
    now: Date;
    /** Checking an existing order again: its own reservation does not count against it. */
    exceptPaymentOrderId?: string;
  },
): Promise<CouponRow> {
  const coupon = (await findCoupon(db, input.ref)) ?? null;
  const [useCount, paidPurchaseCount] = coupon
    ? await Promise.all([
        countCouponUses(db, coupon.id, input.customerId, input.exceptPaymentOrderId),
        coupon.firstPurchaseOnly ? countPaidPurchases(db, input.customerId) : Promise.resolve(0),
      ])
    : [0, 0];
  const check = checkCoupon({
    coupon,
    customerId: input.customerId,
    useCount,
    paidPurchaseCount,
    now: input.now,
  });
  if (!check.ok || !coupon) throw new CouponRejectedError(check.ok ? 'invalid' : check.reason);
  return coupon;
}

/**
 * A coupon as far as a visitor (no session) can have it checked: it exists, is active and not expired.
 * Limits per customer and "first purchase only" need a customer and are checked when one orders; a
 * tarot prize, which belongs to its winner, reads as an unknown code.
 */
export async function validateCouponForVisitor(db: AppDb, ref: CouponRef, now: Date): Promise<CouponRow> {
  const coupon = (await findCoupon(db, ref)) ?? null;
  const check = checkCoupon({ coupon, customerId: '', useCount: 0, paidPurchaseCount: 0, now });
  if (!check.ok || !coupon) throw new CouponRejectedError(check.ok ? 'invalid' : check.reason);
  return coupon;
}

/**
 * The one place an order is priced on the server: the bundle from the database, the coupon checked
 * again (fully for a customer, as far as a visitor allows without one), minutes and money from the shared
 * computeOrder, taxed where and when `tax` says. The browser's figures are never read.
 */
export async function priceOrder(
  db: AppDb,
  input: {
    /** null: a visitor's quote. */
    customerId: string | null;
    bundleId: string;
    coupon?: CouponRef | undefined;
    tax: OrderTaxContext;
  },
): Promise<PricedOrder> {
  const bundle = await findActiveBundle(db, input.bundleId);
  if (!bundle) throw new AppError(400, 'INVALID_BUNDLE', en.purchase.invalidBundle);
  const now = input.tax.at;
  const coupon = !input.coupon
    ? null
    : input.customerId === null
      ? await validateCouponForVisitor(db, input.coupon, now)
      : await validateCoupon(db, { customerId: input.customerId, ref: input.coupon, now });
  const summary = computeOrder(
    { minutes: bundle.minutes, gift: bundle.giftMinutes, priceInCents: bundle.priceCents },
    coupon ? { type: coupon.type, value: coupon.value } : null,
    input.tax,
  );
  return { bundle, coupon, summary };
}
