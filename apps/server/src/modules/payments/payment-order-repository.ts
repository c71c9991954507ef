import type { AppDb } from '@app/db/client';
import { pgErrorOf } from '@app/db/errors';
import { bundles, coupons, paymentOrders, purchases } from '@app/db/schema';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { releaseCouponUse, reserveCouponUse } from '../credits/coupons.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import {
  type CouponRef,
  CouponRejectedError,
  type PricedOrder,
  priceOrder,
} from '../credits/order-pricing.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
type Provider = PaymentOrderRow['provider'];

/** The figures a payment order stores, exactly as the server priced them (never the browser's). */
export function pricedOrderValues(
  priced: PricedOrder,
): Pick<
  NewPaymentOrder,
  | 'bundleId'
  | 'couponId'
  | 'bundleMinutes'
  | 'giftMinutes'
  | 'bonusMinutes'
  | 'priceCents'
  | 'discountCents'
  | 'taxCents'
  | 'totalCents'
> {
  const { summary } = priced;
  return {
    bundleId: priced.bundle.id,
    couponId: priced.coupon?.id ?? null,
    bundleMinutes: summary.bundleMinutes,
    giftMinutes: summary.giftMinutes,
    bonusMinutes: summary.bonusMinutes,
    priceCents: summary.priceCents,
    discountCents: summary.discountCents,
    taxCents: summary.taxCents,
    totalCents: summary.totalCents,
  };
}

export function createPaymentOrderRepository(db: AppDb) {
  return {
    /**
     * Prices the order and stores it with its coupon reserved, in one transaction under the customer's
     * lock: a one-use coupon already held by another open order of this customer is refused here, before
     * anyone pays. The provider is called afterwards; `providerOrderId` may be a placeholder until then.
     */
    create(input: {
      id: string;
      provider: Provider;
      providerOrderId: string;
      customerId: string;
      bundleId: string;
      coupon?: CouponRef | undefined;
    }): Promise<{ order: PaymentOrderRow; priced: PricedOrder }> {
      return moneyTransaction(db, input.customerId, async (tx) => {
        const priced = await priceOrder(tx, {
          customerId: input.customerId,
          bundleId: input.bundleId,
          coupon: input.coupon,
          now: new Date(),
        });
        const [order] = await tx
          .insert(paymentOrders)
          .values({
            id: input.id,
            provider: input.provider,
            providerOrderId: input.providerOrderId,
            customerId: input.customerId,
            ...pricedOrderValues(priced),
          })
          .returning();
        if (!order) throw new Error('payment order insert returned nothing');
        if (priced.coupon) {
          await reserveCouponUse(tx, {
            couponId: priced.coupon.id,
            customerId: input.customerId,
            paymentOrderId: order.id,
          }).catch((error: unknown) => {
            // Staff lowered max_uses between the price check and this slot (the trigger's answer).
            if (pgErrorOf(error)?.constraint === 'coupon_uses_within_max_uses') {
              throw new CouponRejectedError('usageLimit');
            }
            throw error;
          });
        }
        return { order, priced };
      });
    },

    /** The provider's id, once the provider has created its side of an order stored with a placeholder. */
    async setProviderOrderId(id: string, providerOrderId: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ providerOrderId, updatedAt: new Date() })
        .where(eq(paymentOrders.id, id));
    },

    /** PayPal's capture id, kept once the capture completed: a refund names it. */
    async setCaptureId(id: string, captureId: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ providerCaptureId: captureId })
        .where(and(eq(paymentOrders.id, id), isNull(paymentOrders.providerCaptureId)));
    },

    async findByProviderId(
      provider: Provider,
      providerOrderId: string,
    ): Promise<PaymentOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
      return row;
    },

    /**
     * Moves an open order to failed and gives its coupon slot back, together (a completed order never
     * goes back). Failing, cancelling and expiring an order all end here.
     */
    markFailed(order: Pick<PaymentOrderRow, 'id' | 'customerId'>): Promise<boolean> {
      return markPaymentOrderFailed(db, order);
    },

    /**
     * Claims up to `limit` orders still open `staleMs` after creation, for the reconciliation job: one
     * instance per order for `claimMs` (SKIP LOCKED, then a claim timestamp); a crashed run's claims
     * expire and the next run takes them.
     */
    async claimStale(input: { now: Date; staleMs: number; claimMs: number; limit: number }) {
      const now = input.now.toISOString();
      const result = await db.execute(sql`
        update ${paymentOrders}
        set reconcile_after = ${new Date(input.now.getTime() + input.claimMs).toISOString()}::timestamptz
        where id in (
          select id from ${paymentOrders}
          where status in ('created', 'approved')
            and created_at < ${new Date(input.now.getTime() - input.staleMs).toISOString()}::timestamptz
            and (reconcile_after is null or reconcile_after <= ${now}::timestamptz)
          order by created_at
          limit ${input.limit}
          for update skip locked
        )
        returning id`);
      const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      if (ids.length === 0) return [];
      return db.select().from(paymentOrders).where(inArray(paymentOrders.id, ids));
    },

    listBundles: () =>
      db.select().from(bundles).where(eq(bundles.active, true)).orderBy(asc(bundles.sortOrder)),

    /** SPEC 7 getOrder(purchaseId): the customer's own purchase with what the conversion event needs. */
    async findPurchase(customerId: string, purchaseId: string) {
      const [row] = await db
        .select({
          id: purchases.id,
          amountCents: purchases.amountCents,
          taxCents: purchases.taxCents,
          discountCents: purchases.discountCents,
          currency: purchases.currency,
          bundleId: purchases.bundleId,
          bundleName: purchases.bundleName,
          minutes: purchases.minutes,
          orderId: purchases.orderId,
          couponCode: coupons.code,
        })
        .from(purchases)
        .leftJoin(coupons, eq(coupons.id, purchases.couponId))
        .where(and(eq(purchases.id, purchaseId), eq(purchases.customerId, customerId)))
        .limit(1);
      return row;
    },
  };
}

export type PaymentOrderRepository = ReturnType<typeof createPaymentOrderRepository>;

export function markPaymentOrderFailed(
  db: AppDb,
  order: Pick<PaymentOrderRow, 'id' | 'customerId'>,
): Promise<boolean> {
  return moneyTransaction(db, order.customerId, async (tx) => {
    const changed = await tx
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, ['created', 'approved'])))
      .returning({ id: paymentOrders.id });
    if (changed.length > 0) await releaseCouponUse(tx, order.id);
    return changed.length > 0;
  });
}
