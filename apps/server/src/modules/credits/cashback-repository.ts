import type { AppDb } from '@app/db/client';
import { bundles, paymentOrders, purchases } from '@app/db/schema';
import { and, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';

/** The monthly cashback's statements (cashback.ts): what a month earned, and the cashback purchase row. */
export function createCashbackRepository(db: AppDb) {
  return {
    /**
     * Per customer, the sum of minutes × cashbackPercent (hundredths of a minute) over paid purchases of
     * bundles with cashback made in [start, end), cashback rows excluded.
     */
    async earnedBetween(start: Date, end: Date) {
      return db
        .select({
          customerId: purchases.customerId,
          hundredths: sql<string>`sum(${bundles.minutes} * ${bundles.cashbackPercent})`,
        })
        .from(purchases)
        .innerJoin(bundles, eq(bundles.id, purchases.bundleId))
        .innerJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
        .where(
          and(
            ne(purchases.provider, 'cashback'),
            eq(paymentOrders.status, 'completed'),
            gt(bundles.cashbackPercent, 0),
            gte(purchases.purchaseDate, start),
            lt(purchases.purchaseDate, end),
          ),
        )
        .groupBy(purchases.customerId);
    },

    /** Inserts a cashback purchase; false when (provider 'cashback', order id) exists already. */
    async insertCashbackPurchase(row: {
      customerId: string;
      bundleName: string;
      minutes: number;
      orderId: string;
      purchaseDate: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(purchases)
        .values({
          customerId: row.customerId,
          bundleId: null,
          bundleName: row.bundleName,
          minutes: row.minutes,
          amountCents: 0,
          provider: 'cashback',
          orderId: row.orderId,
          purchaseDate: row.purchaseDate,
        })
        .onConflictDoNothing({ target: [purchases.provider, purchases.orderId] })
        .returning({ id: purchases.id });
      return inserted.length > 0;
    },
  };
}
