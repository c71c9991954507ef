import type { AppDb } from '@app/db/client';
import { customers, paymentOrders, purchases, refunds } from '@app/db/schema';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { customerContactColumns } from '../../db-columns.ts';

export type RefundRow = typeof refunds.$inferSelect;
type NewRefund = typeof refunds.$inferInsert;

/** What the customer's notice of a completed refund says beside the refund itself. */
export interface RefundNoticeFacts {
  name: string;
  email: string;
  language: string;
  callReceipts: string;
  credits: number;
  purchaseDate: Date;
  bundleId: string | null;
  bundleName: string;
  orderId: string;
}

/** What the provider needs to hear about, beside the refund itself. */
export interface RefundContext {
  refund: RefundRow;
  paymentOrderId: string | null;
  providerOrderId: string;
  captureId: string | null;
}

const LIVE = ['pending', 'completed'] as const;

async function contextOf(db: AppDb, refund: RefundRow): Promise<RefundContext> {
  const [row] = await db
    .select({
      paymentOrderId: purchases.paymentOrderId,
      providerOrderId: purchases.orderId,
      captureId: paymentOrders.providerCaptureId,
    })
    .from(purchases)
    .leftJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
    .where(eq(purchases.id, refund.purchaseId));
  if (!row) throw new Error(`refund ${refund.id} has no purchase`);
  return { refund, ...row };
}

/** The refund rows; the caller holds the transaction and its locks (refund-settlement.ts). */
export function createRefundRepository(db: AppDb) {
  return {
    async purchaseCustomer(purchaseId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: purchases.customerId })
        .from(purchases)
        .where(eq(purchases.id, purchaseId));
      return row?.customerId;
    },

    /** The purchase's row, locked (after the customer's: the lock order of every money path). */
    async lockPurchase(purchaseId: string) {
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
      return purchase;
    },

    async findByRequestId(requestId: string): Promise<RefundRow | undefined> {
      const [refund] = await db.select().from(refunds).where(eq(refunds.requestId, requestId));
      return refund;
    },

    contextOf: (refund: RefundRow) => contextOf(db, refund),

    /** What pending and completed refunds of the purchase already hold. */
    async liveTotals(purchaseId: string): Promise<{ cents: number; minutes: number }> {
      const [sofar] = await db
        .select({
          cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
          minutes: sql<number>`coalesce(sum(${refunds.minutes}), 0)::int`,
        })
        .from(refunds)
        .where(and(eq(refunds.purchaseId, purchaseId), inArray(refunds.status, [...LIVE])));
      return { cents: sofar?.cents ?? 0, minutes: sofar?.minutes ?? 0 };
    },

    /** The tax lines pending and completed refunds of the purchase already give back (failed ones give none). */
    async liveTaxLines(purchaseId: string) {
      const rows = await db
        .select({ taxLines: refunds.taxLines })
        .from(refunds)
        .where(and(eq(refunds.purchaseId, purchaseId), inArray(refunds.status, [...LIVE])));
      return rows.flatMap((row) => row.taxLines);
    },

    async insert(values: NewRefund): Promise<RefundRow> {
      const [refund] = await db.insert(refunds).values(values).returning();
      if (!refund) throw new Error('refund insert returned nothing');
      return refund;
    },

    async lock(refundId: string): Promise<RefundRow> {
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
      if (!refund) throw new Error(`no refund ${refundId}`);
      return refund;
    },

    async update(refundId: string, change: Partial<NewRefund>): Promise<RefundRow> {
      const [row] = await db.update(refunds).set(change).where(eq(refunds.id, refundId)).returning();
      if (!row) throw new Error('refund update returned nothing');
      return row;
    },

    async purchaseAmount(purchaseId: string) {
      const [purchase] = await db
        .select({ amountCents: purchases.amountCents, paymentOrderId: purchases.paymentOrderId })
        .from(purchases)
        .where(eq(purchases.id, purchaseId));
      return purchase;
    },

    async completedCents(purchaseId: string): Promise<number> {
      const [refunded] = await db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.purchaseId, purchaseId), eq(refunds.status, 'completed')));
      return refunded?.cents ?? 0;
    },

    async markOrderRefunded(paymentOrderId: string, now: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(paymentOrders.id, paymentOrderId));
    },

    /** The customer and purchase of a refund, read in the transaction that completes it. */
    async noticeFacts(refund: RefundRow): Promise<RefundNoticeFacts | undefined> {
      const [row] = await db
        .select({
          ...customerContactColumns,
          callReceipts: customers.callReceipts,
          credits: customers.credits,
          purchaseDate: purchases.purchaseDate,
          bundleId: purchases.bundleId,
          bundleName: purchases.bundleName,
          orderId: purchases.orderId,
        })
        .from(purchases)
        .innerJoin(customers, eq(customers.id, purchases.customerId))
        .where(eq(purchases.id, refund.purchaseId));
      return row;
    },

    /** Keeps PayPal's capture id read from an older order's details. */
    async setCaptureId(paymentOrderId: string, captureId: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ providerCaptureId: captureId })
        .where(eq(paymentOrders.id, paymentOrderId));
    },

    async balance(customerId: string): Promise<number> {
      const [row] = await db
        .select({ credits: customers.credits })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.credits ?? 0;
    },

    /** Refunds still pending that were opened before `before` (their answer was lost), oldest first. */
    async stalePending(before: Date, limit: number): Promise<RefundContext[]> {
      const rows = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
      return Promise.all(rows.map((row) => contextOf(db, row)));
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
