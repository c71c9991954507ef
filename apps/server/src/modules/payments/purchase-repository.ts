import type { AppDb } from '@app/db/client';
import { bundles, couponUses, customers, paymentOrders, purchases, refunds } from '@app/db/schema';
import { and, eq, inArray } from 'drizzle-orm';

export type PaymentOrderStatus = (typeof paymentOrders.$inferSelect)['status'];
type NewPurchase = typeof purchases.$inferInsert;

/** The rows crediting and provider refunds read and write; the caller holds the transaction and its locks. */
export function createPurchaseRepository(db: AppDb) {
  return {
    async orderCustomer(paymentOrderId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: paymentOrders.customerId })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, paymentOrderId))
        .limit(1);
      return row?.customerId;
    },

    /** The order's row, locked (after the customer's: the lock order of every money path). */
    async lockOrder(paymentOrderId: string) {
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, paymentOrderId))
        .for('update');
      return order;
    },

    async purchaseOfOrder(paymentOrderId: string) {
      const [row] = await db
        .select({ id: purchases.id, minutes: purchases.minutes })
        .from(purchases)
        .where(eq(purchases.paymentOrderId, paymentOrderId))
        .limit(1);
      return row;
    },

    async bundleName(bundleId: string): Promise<string | undefined> {
      const [bundle] = await db.select({ name: bundles.name }).from(bundles).where(eq(bundles.id, bundleId));
      return bundle?.name;
    },

    async insertPurchase(values: NewPurchase): Promise<string> {
      const [purchase] = await db.insert(purchases).values(values).returning({ id: purchases.id });
      if (!purchase) throw new Error('purchase insert returned nothing');
      return purchase.id;
    },

    async deleteCouponUse(useId: string): Promise<void> {
      await db.delete(couponUses).where(eq(couponUses.id, useId));
    },

    async balance(customerId: string): Promise<number> {
      const [row] = await db
        .select({ credits: customers.credits })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.credits ?? 0;
    },

    /** True when staff refunded (or are refunding) part of the purchase from the back office. */
    async hasStaffRefunds(purchaseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.purchaseId, purchaseId), inArray(refunds.status, ['pending', 'completed'])))
        .limit(1);
      return row !== undefined;
    },

    async setOrderStatus(
      paymentOrderId: string,
      status: PaymentOrderStatus,
      reviewNote?: string | null,
    ): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status, updatedAt: new Date(), ...(reviewNote === undefined ? {} : { reviewNote }) })
        .where(eq(paymentOrders.id, paymentOrderId));
    },
  };
}
