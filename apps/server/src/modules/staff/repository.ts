import type { AppDb } from '@app/db/client';
import {
  advisors,
  bundles,
  coupons,
  couponUses,
  creditLedger,
  creditUsage,
  customerPhoneNumbers,
  customers,
  paymentOrders,
  purchases,
  refunds,
  session,
  user,
} from '@app/db/schema';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { pageWithTotal } from '../../db-paging.ts';
import { escapeLike, phoneDigitsOf } from '../../search-text.ts';

/** How many rows of each history the detail page shows (newest first). */
export const DETAIL_HISTORY_LIMIT = 100;

export type CustomerSort = 'createdAt' | 'email' | 'name' | 'credits' | 'lastSignInAt';

export interface CustomerSearch {
  q?: string;
  page: number;
  pageSize: number;
  sort: CustomerSort;
  order: 'asc' | 'desc';
}

const verifiedPhones = sql<string[]>`coalesce((
  select array_agg(${customerPhoneNumbers.phoneE164} order by ${customerPhoneNumbers.createdAt}, ${customerPhoneNumbers.phoneE164})
  from ${customerPhoneNumbers}
  where ${customerPhoneNumbers.customerId} = ${customers.id} and ${customerPhoneNumbers.verifiedAt} is not null
), '{}'::text[])`;

const customerColumns = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  credits: customers.credits,
  isActive: customers.isActive,
  deletedAt: customers.deletedAt,
  emailVerified: user.emailVerified,
  phoneNumbers: verifiedPhones,
  createdAt: customers.createdAt,
  lastSignInAt: customers.lastConnectetAt,
};

const sortColumns: Record<CustomerSort, SQL> = {
  createdAt: sql`${customers.createdAt}`,
  email: sql`${customers.email}`,
  name: sql`lower(${customers.name})`,
  credits: sql`${customers.credits}`,
  lastSignInAt: sql`${customers.lastConnectetAt}`,
};

export function createStaffRepository(db: AppDb) {
  function customerSearchCondition(q: string | undefined): SQL | undefined {
    const text = q?.trim();
    if (!text) return undefined;
    const pattern = `%${escapeLike(text)}%`;
    const clauses: SQL[] = [ilike(customers.email, pattern), ilike(customers.name, pattern)];
    const digits = phoneDigitsOf(text);
    if (digits) {
      // Ten digits or more: the number itself, whatever country code or format was typed (the lookup key
      // is the last 10 digits, as phone sign-in matches). Fewer: part of a number ('the last four').
      const match =
        digits.length >= 10
          ? eq(customerPhoneNumbers.lookupKey, digits.slice(-10))
          : sql`${customerPhoneNumbers.lookupKey} like ${`%${digits}%`}`;
      clauses.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(customerPhoneNumbers)
            .where(
              and(
                eq(customerPhoneNumbers.customerId, customers.id),
                isNotNull(customerPhoneNumbers.verifiedAt),
                match,
              ),
            ),
        ),
      );
    }
    return or(...clauses);
  }

  return {
    /** One page of customers, deleted and deactivated ones included, and how many match in all. */
    async searchCustomers(search: CustomerSearch) {
      const where = customerSearchCondition(search.q);
      const direction = sql.raw(search.order === 'asc' ? 'asc' : 'desc');
      return pageWithTotal(
        db
          .select(customerColumns)
          .from(customers)
          .innerJoin(user, eq(user.id, customers.id))
          .where(where)
          // The id breaks ties, so a page boundary never repeats or skips a customer.
          .orderBy(
            sql`${sortColumns[search.sort]} ${direction} nulls last`,
            sql`${customers.id} ${direction}`,
          )
          .$dynamic(),
        db.select({ n: count() }).from(customers).where(where),
        search,
      );
    },

    async findCustomer(customerId: string) {
      const [row] = await db
        .select(customerColumns)
        .from(customers)
        .innerJoin(user, eq(user.id, customers.id))
        .where(eq(customers.id, customerId))
        .limit(1);
      return row;
    },

    ledger: (customerId: string) =>
      db
        .select({
          id: creditLedger.id,
          createdAt: creditLedger.createdAt,
          kind: creditLedger.kind,
          delta: creditLedger.delta,
          balanceAfter: creditLedger.balanceAfter,
          reference: creditLedger.reference,
          note: creditLedger.note,
        })
        .from(creditLedger)
        .where(eq(creditLedger.customerId, customerId))
        // The identity orders rows as they were written, even within one transaction's instant.
        .orderBy(desc(creditLedger.id))
        .limit(DETAIL_HISTORY_LIMIT),

    /**
     * Every payment order, whatever became of it (a customer who paid and got nothing is the usual
     * question), plus the purchases no order stands behind (monthly cashback, older rows).
     */
    async purchases(customerId: string) {
      const orders = await db
        .select({
          id: paymentOrders.id,
          createdAt: paymentOrders.createdAt,
          provider: sql<string>`${paymentOrders.provider}::text`,
          status: sql<string>`${paymentOrders.status}::text`,
          bundle: sql<string>`coalesce(${bundles.name}, ${paymentOrders.bundleId})`,
          bundleFr: sql<string>`coalesce(${bundles.nameFr}, ${bundles.name}, ${paymentOrders.bundleId})`,
          minutes: sql<number>`(${paymentOrders.bundleMinutes} + ${paymentOrders.giftMinutes} + ${paymentOrders.bonusMinutes})::int`,
          totalCents: paymentOrders.totalCents,
          couponCode: coupons.code,
          purchaseId: purchases.id,
        })
        .from(paymentOrders)
        .leftJoin(purchases, eq(purchases.paymentOrderId, paymentOrders.id))
        .leftJoin(bundles, eq(bundles.id, paymentOrders.bundleId))
        .leftJoin(coupons, eq(coupons.id, paymentOrders.couponId))
        .where(eq(paymentOrders.customerId, customerId))
        .orderBy(desc(paymentOrders.createdAt))
        .limit(DETAIL_HISTORY_LIMIT);
      const others = await db
        .select({
          id: purchases.id,
          createdAt: purchases.purchaseDate,
          provider: sql<string>`${purchases.provider}::text`,
          status: sql<string>`'completed'`,
          bundle: purchases.bundleName,
          bundleFr: sql<string>`coalesce(${bundles.nameFr}, ${purchases.bundleName})`,
          minutes: purchases.minutes,
          totalCents: purchases.amountCents,
          couponCode: coupons.code,
          purchaseId: purchases.id,
        })
        .from(purchases)
        .leftJoin(bundles, eq(bundles.id, purchases.bundleId))
        .leftJoin(coupons, eq(coupons.id, purchases.couponId))
        .where(and(eq(purchases.customerId, customerId), isNull(purchases.paymentOrderId)))
        .orderBy(desc(purchases.purchaseDate))
        .limit(DETAIL_HISTORY_LIMIT);
      return [...orders, ...others]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, DETAIL_HISTORY_LIMIT);
    },

    /** The customer's refunds, oldest first (shown under their purchases). */
    refunds: (customerId: string) =>
      db.select().from(refunds).where(eq(refunds.customerId, customerId)).orderBy(asc(refunds.createdAt)),

    calls: (customerId: string) =>
      db
        .select({
          id: creditUsage.id,
          startedAt: creditUsage.callStart,
          advisor: advisors.name,
          durationSeconds: creditUsage.durationSeconds,
          minutesBilled: creditUsage.minutesUsed,
        })
        .from(creditUsage)
        .leftJoin(advisors, eq(advisors.agentId, creditUsage.advisorAgentId))
        .where(eq(creditUsage.customerId, customerId))
        .orderBy(desc(creditUsage.callStart), desc(creditUsage.id))
        .limit(DETAIL_HISTORY_LIMIT),

    /** Redeemed uses and live reservations; a released reservation never counted as a use. */
    couponUses: (customerId: string) =>
      db
        .select({ code: coupons.code, usedAt: couponUses.createdAt, orderId: couponUses.paymentOrderId })
        .from(couponUses)
        .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
        .where(and(eq(couponUses.customerId, customerId), isNull(couponUses.releasedAt)))
        .orderBy(desc(couponUses.createdAt))
        .limit(DETAIL_HISTORY_LIMIT),

    /** The live sessions; the token is never read. */
    sessions: (customerId: string, now: Date) =>
      db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(and(eq(session.userId, customerId), gt(session.expiresAt, now)))
        .orderBy(desc(session.createdAt))
        .limit(DETAIL_HISTORY_LIMIT),

    /** The customer row, locked the way every money transaction locks it first (the documented lock order). */
    async lockCustomer(customerId: string) {
      const [row] = await db
        .select({ isActive: customers.isActive, deletedAt: customers.deletedAt })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('no key update');
      return row;
    },

    async sessionCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(session).where(eq(session.userId, userId));
      return row?.n ?? 0;
    },

    async setCustomerActive(customerId: string, active: boolean): Promise<void> {
      await db.update(customers).set({ isActive: active }).where(eq(customers.id, customerId));
    },

    /** Deletes every session of the user; the number deleted. */
    async deleteSessions(userId: string): Promise<number> {
      const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      return ended.length;
    },

    /** The ledger row of the staff adjustment sent with `requestId`, if it was applied. */
    async adjustmentEntry(customerId: string, requestId: string) {
      const [entry] = await db
        .select({ id: creditLedger.id, balanceAfter: creditLedger.balanceAfter })
        .from(creditLedger)
        .where(
          and(
            eq(creditLedger.customerId, customerId),
            eq(creditLedger.kind, 'staff_adjustment'),
            eq(creditLedger.reference, requestId),
          ),
        )
        .limit(1);
      return entry;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
