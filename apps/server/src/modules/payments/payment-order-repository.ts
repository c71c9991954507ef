import type { AppDb } from '@app/db/client';
import { bundles, coupons, customers, paymentOrders, purchases } from '@app/db/schema';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { claimForReconciliation } from '../../db-claims.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type PaymentProviderName = PaymentOrderRow['provider'];

export function createPaymentOrderRepository(db: AppDb) {
  return {
    async insert(values: NewPaymentOrder): Promise<PaymentOrderRow> {
      const [order] = await db.insert(paymentOrders).values(values).returning();
      if (!order) throw new Error('payment order insert returned nothing');
      return order;
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
      provider: PaymentProviderName,
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

    /** Moves an open order ('created' or 'approved') to failed; false when it was no longer open. */
    async markFailedIfOpen(id: string): Promise<boolean> {
      const changed = await db
        .update(paymentOrders)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'approved'])))
        .returning({ id: paymentOrders.id });
      return changed.length > 0;
    },

    /**
     * Claims up to `limit` orders still open `staleMs` after creation, for the reconciliation job: one
     * instance per order for `claimMs` (SKIP LOCKED, then a claim timestamp); a crashed run's claims
     * expire and the next run takes them.
     */
    async claimStale(input: { now: Date; staleMs: number; claimMs: number; limit: number }) {
      const staleSince = new Date(input.now.getTime() - input.staleMs).toISOString();
      const ids = await claimForReconciliation(
        db,
        paymentOrders,
        sql`status in ('created', 'approved') and created_at < ${staleSince}::timestamptz`,
        input,
      );
      if (ids.length === 0) return [];
      return db.select().from(paymentOrders).where(inArray(paymentOrders.id, ids));
    },

    listBundles: () =>
      db.select().from(bundles).where(eq(bundles.active, true)).orderBy(asc(bundles.sortOrder)),

    /** The paying customer's row (an Interac payment page shows their name, e-mail and first number). */
    async findPayer(customerId: string) {
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
      return row;
    },

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
