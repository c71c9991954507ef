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
import { escapeLike, phoneDigitsOf } from '../../search-text.ts';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { callHoldOf, callInProgressError } from '../credits/held-minutes.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { moneyTransaction, retryTransaction } from '../credits/money-transaction.ts';

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

/** The customer row, locked the way every money transaction locks it first (the documented lock order). */
async function lockCustomerRow(tx: AppDb, customerId: string) {
  const [row] = await tx
    .select({ isActive: customers.isActive, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row;
}

async function sessionCount(tx: AppDb, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return row?.n ?? 0;
}

export type SetActiveOutcome = 'not-found' | 'deleted' | 'unchanged' | 'changed';

/** The ledger row of the staff adjustment sent with `requestId`, if it was applied. */
async function adjustmentEntryOf(tx: AppDb, customerId: string, requestId: string) {
  const [entry] = await tx
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
}

/**
 * An adjustment that takes minutes must leave what the customer's calls in progress have reserved: taken
 * away, they would be talked for free. 409 CALL_IN_PROGRESS says when to try again. A replay of an
 * adjustment already applied is answered as it was (applyLedgerEntry), so it is not judged again.
 */
async function refuseTakingReservedMinutes(
  tx: AppDb,
  input: { customerId: string; delta: number; requestId: string },
  credits: number,
): Promise<void> {
  const hold = await callHoldOf(tx, input.customerId);
  if (hold.minutes === 0 || credits + input.delta >= hold.minutes) return;
  if (!(await adjustmentEntryOf(tx, input.customerId, input.requestId))) {
    throw callInProgressError(hold, new Date());
  }
}

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
      const rows = await db
        .select(customerColumns)
        .from(customers)
        .innerJoin(user, eq(user.id, customers.id))
        .where(where)
        // The id breaks ties, so a page boundary never repeats or skips a customer.
        .orderBy(sql`${sortColumns[search.sort]} ${direction} nulls last`, sql`${customers.id} ${direction}`)
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize);
      const [total] = await db.select({ n: count() }).from(customers).where(where);
      return { rows, total: total?.n ?? 0 };
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

    /**
     * A staff adjustment through the ledger, keyed by the form's requestId: a replay (a double click, a
     * retry, the same request racing itself) finds the first row and answers it without a second change
     * or a second audit row. A debit beyond the balance throws InsufficientCreditsError and changes
     * nothing; an unknown customer throws CustomerNotFoundError.
     */
    adjustCredits(input: {
      customerId: string;
      delta: number;
      requestId: string;
      ledgerNote: string;
      audit: Omit<AuditEntry, 'before' | 'after' | 'action'> & { adjustReason: string };
    }) {
      return moneyTransaction(db, input.customerId, async (tx, customer) => {
        if (input.delta < 0) await refuseTakingReservedMinutes(tx, input, customer.credits);
        const result = await applyLedgerEntry(tx, {
          customerId: input.customerId,
          kind: 'staff_adjustment',
          delta: input.delta,
          reference: input.requestId,
          note: input.ledgerNote,
          onShortfall: 'refuse',
        });
        const entry = await adjustmentEntryOf(tx, input.customerId, input.requestId);
        if (!entry) throw new Error('a staff adjustment left no ledger row');
        if (!result.applied) return { applied: false, balance: entry.balanceAfter, ledgerEntryId: entry.id };
        const { adjustReason, ...audit } = input.audit;
        await insertAudit(tx, {
          ...audit,
          action: 'customer.adjust_credits',
          before: { credits: customer.credits },
          after: {
            credits: result.balanceAfter,
            delta: result.delta,
            reason: adjustReason,
            ledgerEntryId: entry.id,
          },
        });
        return { applied: true, balance: result.balanceAfter, ledgerEntryId: entry.id };
      });
    },

    /**
     * Deactivates or reactivates a customer with its audit row. Deactivation ends every session in the
     * same transaction (the customers trigger, migration 0004). A deleted account stays closed: its owner
     * asked for it and its numbers were released.
     */
    setActive(input: {
      customerId: string;
      active: boolean;
      audit: Omit<AuditEntry, 'before' | 'after' | 'action'>;
    }): Promise<SetActiveOutcome> {
      return retryTransaction<SetActiveOutcome>(db, async (tx) => {
        const row = await lockCustomerRow(tx, input.customerId);
        if (!row) return 'not-found';
        if (input.active && row.deletedAt) return 'deleted';
        // A second click changes nothing and records nothing.
        if (row.isActive === input.active) return 'unchanged';
        const sessions = input.active ? 0 : await sessionCount(tx, input.customerId);
        await tx.update(customers).set({ isActive: input.active }).where(eq(customers.id, input.customerId));
        await insertAudit(tx, {
          ...input.audit,
          action: input.active ? 'customer.reactivate' : 'customer.deactivate',
          before: { isActive: row.isActive },
          after: input.active ? { isActive: true } : { isActive: false, sessionsEnded: sessions },
        });
        return 'changed';
      });
    },

    /** Deletes every session of the customer; false when there is no such customer. */
    endSessions(input: { customerId: string; audit: Omit<AuditEntry, 'before' | 'after' | 'action'> }) {
      return retryTransaction(db, async (tx) => {
        if (!(await lockCustomerRow(tx, input.customerId))) return false;
        const ended = await tx
          .delete(session)
          .where(eq(session.userId, input.customerId))
          .returning({ id: session.id });
        await insertAudit(tx, {
          ...input.audit,
          action: 'customer.sign_out_everywhere',
          before: { sessions: ended.length },
          after: { sessions: 0 },
        });
        return true;
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
