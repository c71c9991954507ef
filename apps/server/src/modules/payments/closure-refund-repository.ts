import type { AppDb } from '@app/db/client';
import {
  closureRefunds,
  creditLedger,
  customers,
  paymentOrders,
  purchases,
  refunds,
  user,
} from '@app/db/schema';
import type { ClosureQueueReason } from '@app/shared/schemas/account-closure';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type ClosureRefundRow = typeof closureRefunds.$inferSelect;
type NewClosureRefund = typeof closureRefunds.$inferInsert;

const LIVE = sql.raw(`('pending', 'completed')`);

/** What pending and completed refunds of the purchase already give back, in cents and in minutes. */
const refundedCents = sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds}
  where ${refunds.purchaseId} = ${purchases.id} and ${refunds.status} in ${LIVE})`;
const refundedMinutes = sql<number>`(select coalesce(sum(${refunds.minutes}), 0)::int from ${refunds}
  where ${refunds.purchaseId} = ${purchases.id} and ${refunds.status} in ${LIVE})`;

/**
 * The minutes paid for: the order's bundle minutes; for a purchase without an order, the ledger's
 * 'purchase' entry (crediting writes the bundle's minutes under that kind, the gift and bonus under
 * others); for an older row with neither, every minute it credited (in the customer's favour).
 */
const paidMinutes = sql<number>`coalesce(${paymentOrders.bundleMinutes},
  (select ${creditLedger.delta} from ${creditLedger} where ${creditLedger.customerId} = ${purchases.customerId}
    and ${creditLedger.kind} = 'purchase' and ${creditLedger.reference} = ${purchases.id}::text),
  ${purchases.minutes})::int`;

const resolver = alias(user, 'resolver');

/** Closure refunds: what closing an account refunds of each purchase, and what waits for staff. */
export function createClosureRefundRepository(db: AppDb) {
  return {
    /** The customer's paid purchases with what was refunded of them, newest first (the plan's input). */
    purchasesToPlan: (customerId: string) =>
      db
        .select({
          purchaseId: purchases.id,
          provider: purchases.provider,
          purchaseDate: purchases.purchaseDate,
          bundleId: purchases.bundleId,
          bundleName: purchases.bundleName,
          amountCents: purchases.amountCents,
          paidMinutes,
          refundedCents,
          refundedMinutes,
        })
        .from(purchases)
        .leftJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
        .where(and(eq(purchases.customerId, customerId), ne(purchases.provider, 'cashback')))
        .orderBy(desc(purchases.purchaseDate), desc(purchases.id)),

    /** The customer as the audit log names them (their e-mail) and as the refund note speaks (language). */
    async customer(customerId: string) {
      const [row] = await db
        .select({ email: customers.email, language: customers.language, deletedAt: customers.deletedAt })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row;
    },

    async insert(values: NewClosureRefund): Promise<ClosureRefundRow> {
      const [row] = await db.insert(closureRefunds).values(values).returning();
      if (!row) throw new Error('closure refund insert returned nothing');
      return row;
    },

    /** The closure refund a provider refund was opened for, locked; undefined for any other refund. */
    async lockByRefund(refundId: string): Promise<ClosureRefundRow | undefined> {
      const [row] = await db
        .select()
        .from(closureRefunds)
        .where(eq(closureRefunds.refundId, refundId))
        .for('update');
      return row;
    },

    async lock(id: string): Promise<ClosureRefundRow | undefined> {
      const [row] = await db.select().from(closureRefunds).where(eq(closureRefunds.id, id)).for('update');
      return row;
    },

    async queue(id: string, reason: ClosureQueueReason, at: Date): Promise<ClosureRefundRow> {
      const [row] = await db
        .update(closureRefunds)
        .set({ status: 'queued', queueReason: reason, queuedAt: at })
        .where(eq(closureRefunds.id, id))
        .returning();
      if (!row) throw new Error(`no closure refund ${id}`);
      return row;
    },

    async resolve(id: string, by: string, note: string, at: Date): Promise<void> {
      await db
        .update(closureRefunds)
        .set({ status: 'resolved', resolvedAt: at, resolvedBy: by, resolutionNote: note })
        .where(eq(closureRefunds.id, id));
    },

    /** Staff's list, newest first, with the purchase, the refund's own status and who resolved it. */
    list(filter: { statuses: ClosureRefundRow['status'][]; customerId?: string | undefined; id?: string }) {
      return db
        .select({
          row: closureRefunds,
          customerEmail: customers.email,
          orderId: purchases.orderId,
          purchaseDate: purchases.purchaseDate,
          refundStatus: refunds.status,
          failureReason: refunds.failureReason,
          resolvedByEmail: resolver.email,
        })
        .from(closureRefunds)
        .innerJoin(customers, eq(customers.id, closureRefunds.customerId))
        .innerJoin(purchases, eq(purchases.id, closureRefunds.purchaseId))
        .leftJoin(refunds, eq(refunds.id, closureRefunds.refundId))
        .leftJoin(resolver, eq(resolver.id, closureRefunds.resolvedBy))
        .where(
          and(
            inArray(closureRefunds.status, filter.statuses),
            filter.customerId ? eq(closureRefunds.customerId, filter.customerId) : undefined,
            filter.id ? eq(closureRefunds.id, filter.id) : undefined,
          ),
        )
        .orderBy(desc(closureRefunds.createdAt), desc(closureRefunds.id))
        .limit(200);
    },
  };
}

export type ClosureRefundRepository = ReturnType<typeof createClosureRefundRepository>;
