import type { AppDb } from '@app/db/client';
import { bundles, coupons, paymentOrders, purchases } from '@app/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { PricedOrder } from '../credits/order-pricing.ts';

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
    async insert(order: NewPaymentOrder): Promise<PaymentOrderRow> {
      const [row] = await db.insert(paymentOrders).values(order).returning();
      if (!row) throw new Error('payment order insert returned nothing');
      return row;
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

    /** Moves an order that has not completed to failed (a completed order never goes back). */
    async markFailed(id: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
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
