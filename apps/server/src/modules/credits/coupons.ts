import type { AppDb } from '@app/db/client';
import { bundles, coupons, couponUses, purchases } from '@app/db/schema';
import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';

export type CouponRow = typeof coupons.$inferSelect;
export type BundleRow = typeof bundles.$inferSelect;
export type CouponUseRow = typeof couponUses.$inferSelect;

export async function findActiveBundle(db: AppDb, id: string): Promise<BundleRow | undefined> {
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, id), eq(bundles.active, true)))
    .limit(1);
  return row;
}

export async function findCouponByCode(db: AppDb, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

export async function findCouponById(db: AppDb, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** A use that still counts: reserved by an open order or redeemed by a purchase (not released). */
const live = (couponId: string, customerId: string) =>
  and(
    eq(couponUses.couponId, couponId),
    eq(couponUses.customerId, customerId),
    isNull(couponUses.releasedAt),
  );

/**
 * Live uses of a coupon by a customer; `exceptPaymentOrderId` leaves out the order being checked again
 * (its own reservation is not a reason to refuse it).
 */
export async function countCouponUses(
  db: AppDb,
  couponId: string,
  customerId: string,
  exceptPaymentOrderId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(
        live(couponId, customerId),
        exceptPaymentOrderId
          ? or(isNull(couponUses.paymentOrderId), ne(couponUses.paymentOrderId, exceptPaymentOrderId))
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Purchases paid with money; the monthly cashback rows are gifts and do not count. */
export async function countPaidPurchases(db: AppDb, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(and(eq(purchases.customerId, customerId), ne(purchases.provider, 'cashback')));
  return row?.n ?? 0;
}

/** The lowest slot (1, 2, …) no live use of this coupon by this customer holds. */
async function freeSlot(tx: AppDb, couponId: string, customerId: string): Promise<number> {
  const taken = await tx
    .select({ n: couponUses.useNumber })
    .from(couponUses)
    .where(live(couponId, customerId))
    .orderBy(asc(couponUses.useNumber));
  let slot = 1;
  for (const { n } of taken) {
    if (n !== slot) break;
    slot += 1;
  }
  return slot;
}

/**
 * Takes a slot for the order's coupon. Must run under the customer's lock (moneyTransaction), which
 * makes the count and the insert one step; the live-slot key and the limits trigger refuse anything
 * that got past it anyway.
 */
export async function reserveCouponUse(
  tx: AppDb,
  input: { couponId: string; customerId: string; paymentOrderId: string; purchaseId?: string },
): Promise<CouponUseRow> {
  const useNumber = await freeSlot(tx, input.couponId, input.customerId);
  const [row] = await tx
    .insert(couponUses)
    .values({ ...input, purchaseId: input.purchaseId ?? null, useNumber })
    .returning();
  if (!row) throw new Error('coupon use insert returned nothing');
  return row;
}

export async function findCouponUseOfOrder(
  tx: AppDb,
  paymentOrderId: string,
): Promise<CouponUseRow | undefined> {
  const [row] = await tx
    .select()
    .from(couponUses)
    .where(eq(couponUses.paymentOrderId, paymentOrderId))
    .limit(1);
  return row;
}

export async function redeemCouponUse(tx: AppDb, useId: string, purchaseId: string): Promise<void> {
  await tx.update(couponUses).set({ purchaseId }).where(eq(couponUses.id, useId));
}

/** Gives the slot back when the order fails, is cancelled or expires; a redeemed use is never released. */
export async function releaseCouponUse(tx: AppDb, paymentOrderId: string): Promise<void> {
  await tx
    .update(couponUses)
    .set({ releasedAt: new Date() })
    .where(
      and(
        eq(couponUses.paymentOrderId, paymentOrderId),
        isNull(couponUses.purchaseId),
        isNull(couponUses.releasedAt),
      ),
    );
}
