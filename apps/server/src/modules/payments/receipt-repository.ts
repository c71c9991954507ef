import type { AppDb } from '@app/db/client';
import { coupons, customers, paymentOrders, purchases } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';
import { customerContactColumnsAs } from '../../db-columns.ts';

/**
 * What a receipt shows, read in one query: the purchase (its id, date, provider and the provider's order
 * id), the payment order's priced figures (minutes, price, discount, tax, total: exactly what was charged),
 * the coupon's code and the customer. A purchase without a payment order (a monthly cashback row) has
 * nothing paid behind it, so it has no receipt and is not found here.
 */
export function createReceiptRepository(db: AppDb) {
  async function find(purchaseId: string, customerId?: string, within: AppDb = db) {
    const [row] = await within
      .select({
        purchaseId: purchases.id,
        customerId: purchases.customerId,
        purchasedAt: purchases.purchaseDate,
        bundleName: purchases.bundleName,
        bundleId: purchases.bundleId,
        orderId: purchases.orderId,
        provider: purchases.provider,
        currency: purchases.currency,
        status: paymentOrders.status,
        bundleMinutes: paymentOrders.bundleMinutes,
        giftMinutes: paymentOrders.giftMinutes,
        bonusMinutes: paymentOrders.bonusMinutes,
        priceCents: paymentOrders.priceCents,
        discountCents: paymentOrders.discountCents,
        taxCents: paymentOrders.taxCents,
        // The purchase's copy of the order's taxes (the same figures, copied when it was credited).
        taxProvince: purchases.taxProvince,
        taxLines: purchases.taxLines,
        taxRegistrations: purchases.taxRegistrations,
        totalCents: paymentOrders.totalCents,
        couponCode: coupons.code,
        ...customerContactColumnsAs,
      })
      .from(purchases)
      .innerJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
      .innerJoin(customers, eq(customers.id, purchases.customerId))
      .leftJoin(coupons, eq(coupons.id, purchases.couponId))
      .where(
        customerId === undefined
          ? eq(purchases.id, purchaseId)
          : and(eq(purchases.id, purchaseId), eq(purchases.customerId, customerId)),
      )
      .limit(1);
    return row;
  }

  return {
    /** The receipt of a customer's own purchase; another customer's purchase is simply not found. */
    findForCustomer: (customerId: string, purchaseId: string) => find(purchaseId, customerId),
    /** For the receipt e-mail, queued in the crediting transaction (`within`). */
    findById: (purchaseId: string, within?: AppDb) => find(purchaseId, undefined, within),
  };
}

export type ReceiptRepository = ReturnType<typeof createReceiptRepository>;
export type ReceiptRow = NonNullable<Awaited<ReturnType<ReceiptRepository['findById']>>>;
