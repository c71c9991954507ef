import type { AppDb } from '@app/db/client';
import {
  advisors,
  callSessions,
  coupons,
  creditUsage,
  customers,
  paymentOrders,
  purchases,
  refunds,
} from '@app/db/schema';
import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { and, asc, count, eq, gte, isNull, lt, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An instant's business date ('YYYY-MM-DD' on the America/Toronto clock), computed by the database. */
const businessDate = (column: AnyPgColumn) =>
  // The zone is a constant written into the text, not a parameter: the select list and the GROUP BY must
  // be the same expression, and two parameters ($1, $2) would make them two.
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

const total = (column: AnyPgColumn | SQL) => sum(column).mapWith(Number);

/** Rows of one figure per business day; days without rows are simply absent. */
export interface DailyPurchases {
  date: string;
  purchases: number;
  amountCents: number;
  taxCents: number;
  discountCents: number;
  minutes: number;
}

/** Bounds are [start, end) instants: local midnights of the first day and of the day after the last. */
interface Range {
  start: Date;
  end: Date;
}

const within = (column: AnyPgColumn, range: Range) => and(gte(column, range.start), lt(column, range.end));
/** Money came in: PayPal and Interac (cashback rows credit minutes nobody paid for). */
const paid = ne(purchases.provider, 'cashback');

export function createOverviewRepository(db: AppDb) {
  return {
    async dailyPurchases(range: Range): Promise<DailyPurchases[]> {
      const date = businessDate(purchases.purchaseDate);
      return db
        .select({
          date,
          purchases: count(),
          amountCents: total(purchases.amountCents),
          taxCents: total(purchases.taxCents),
          discountCents: total(purchases.discountCents),
          minutes: total(purchases.minutes),
        })
        .from(purchases)
        .where(and(paid, within(purchases.purchaseDate, range)))
        .groupBy(date);
    },

    /** Completed refunds by the day they completed (tax included). */
    async dailyRefunds(range: Range): Promise<{ date: string; amountCents: number }[]> {
      const date = businessDate(refunds.completedAt);
      return db
        .select({ date, amountCents: total(refunds.amountCents) })
        .from(refunds)
        .where(and(eq(refunds.status, 'completed'), within(refunds.completedAt, range)))
        .groupBy(date);
    },

    /** Settled calls by the day they ended. */
    async dailyCalls(
      range: Range,
    ): Promise<{ date: string; calls: number; minutesUsed: number; callSeconds: number }[]> {
      const date = businessDate(creditUsage.callEnd);
      return db
        .select({
          date,
          calls: count(),
          minutesUsed: total(creditUsage.minutesUsed),
          callSeconds: total(creditUsage.durationSeconds),
        })
        .from(creditUsage)
        .where(within(creditUsage.callEnd, range))
        .groupBy(date);
    },

    async dailyNewCustomers(range: Range): Promise<{ date: string; customers: number }[]> {
      const date = businessDate(customers.createdAt);
      return db
        .select({ date, customers: count() })
        .from(customers)
        .where(within(customers.createdAt, range))
        .groupBy(date);
    },

    /** Right now: active advisors signed in (and how many of them on a call), calls connected and not ended. */
    async live(): Promise<{ advisorsTakingCalls: number; advisorsOnACall: number; callsInProgress: number }> {
      const [staffed, calls] = await Promise.all([
        db
          .select({
            signedIn: count(),
            onACall: sql<number>`count(*) filter (where ${advisors.onACall})`.mapWith(Number),
          })
          .from(advisors)
          .where(and(eq(advisors.isActive, true), eq(advisors.signedIn, true))),
        db
          .select({ n: count() })
          .from(callSessions)
          .where(and(eq(callSessions.status, 'dialing'), isNull(callSessions.endedAt))),
      ]);
      return {
        advisorsTakingCalls: staffed[0]?.signedIn ?? 0,
        advisorsOnACall: staffed[0]?.onACall ?? 0,
        callsInProgress: calls[0]?.n ?? 0,
      };
    },

    /** The accounting export's purchases: paid ones in the range, oldest first, with the customer and coupon. */
    async purchasesForExport(range: Range) {
      return db
        .select({
          at: purchases.purchaseDate,
          id: purchases.id,
          provider: purchases.provider,
          orderId: purchases.orderId,
          customerId: purchases.customerId,
          customerEmail: customers.email,
          bundleName: purchases.bundleName,
          minutes: purchases.minutes,
          amountCents: purchases.amountCents,
          taxCents: purchases.taxCents,
          discountCents: purchases.discountCents,
          currency: purchases.currency,
          couponCode: coupons.code,
          taxProvince: purchases.taxProvince,
          taxLines: purchases.taxLines,
          // What was refunded of it by the end of the range (completed refunds only).
          refundedCents: sql<number>`coalesce((
            select sum(${refunds.amountCents}) from ${refunds}
            where ${refunds.purchaseId} = ${purchases.id} and ${refunds.status} = 'completed'
              and ${refunds.completedAt} < ${range.end}
          ), 0)`.mapWith(Number),
        })
        .from(purchases)
        .innerJoin(customers, eq(customers.id, purchases.customerId))
        .leftJoin(coupons, eq(coupons.id, purchases.couponId))
        .where(and(paid, within(purchases.purchaseDate, range)))
        .orderBy(asc(purchases.purchaseDate), asc(purchases.id));
    },

    /** The accounting export's refunds: completed in the range, oldest first, with what they refunded. */
    async refundsForExport(range: Range) {
      return db
        .select({
          at: refunds.completedAt,
          id: refunds.id,
          provider: refunds.provider,
          providerRefundId: refunds.providerRefundId,
          purchaseId: refunds.purchaseId,
          orderId: purchases.orderId,
          customerId: refunds.customerId,
          customerEmail: customers.email,
          bundleName: purchases.bundleName,
          minutes: refunds.minutes,
          amountCents: refunds.amountCents,
          purchaseAmountCents: purchases.amountCents,
          purchaseTaxCents: purchases.taxCents,
          taxProvince: purchases.taxProvince,
          taxLines: refunds.taxLines,
          currency: refunds.currency,
        })
        .from(refunds)
        .innerJoin(purchases, eq(purchases.id, refunds.purchaseId))
        .innerJoin(customers, eq(customers.id, refunds.customerId))
        .where(and(eq(refunds.status, 'completed'), within(refunds.completedAt, range)))
        .orderBy(asc(refunds.completedAt), asc(refunds.id));
    },

    /** The sales tax report's collected side: each paid purchase of the range, its province and lines. */
    async taxCollected(range: Range) {
      return db
        .select({ at: purchases.purchaseDate, province: purchases.taxProvince, lines: purchases.taxLines })
        .from(purchases)
        .where(and(paid, within(purchases.purchaseDate, range)));
    },

    /**
     * Its refunded side: each refund completed in the range, the purchase's province and the refund's
     * lines; and each purchase the provider refunded whole from its own side (PayPal's dashboard: the
     * order is marked refunded and no refund of ours exists), all its lines, on the day it was marked.
     */
    async taxRefunded(range: Range) {
      const ours = db
        .select({ at: refunds.completedAt, province: purchases.taxProvince, lines: refunds.taxLines })
        .from(refunds)
        .innerJoin(purchases, eq(purchases.id, refunds.purchaseId))
        .where(and(eq(refunds.status, 'completed'), within(refunds.completedAt, range)));
      const atTheProvider = db
        .select({ at: paymentOrders.updatedAt, province: purchases.taxProvince, lines: purchases.taxLines })
        .from(purchases)
        .innerJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
        .where(
          and(
            eq(paymentOrders.status, 'refunded'),
            within(paymentOrders.updatedAt, range),
            sql`not exists (select 1 from ${refunds} where ${refunds.purchaseId} = ${purchases.id})`,
          ),
        );
      return [...(await ours), ...(await atTheProvider)];
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
