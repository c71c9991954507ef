import type { AppDb } from '@app/db/client';
import { customers, paymentOrders, spendingLimitRaises, spendingLimits, topUps } from '@app/db/schema';
import {
  LIMIT_FIELDS,
  type LimitWindow,
  type PauseKind,
  type SpendingLimit,
} from '@app/shared/rules/spending-limits';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';

export type SpendingLimitsRow = typeof spendingLimits.$inferSelect;
export type SpendingLimitRaiseRow = typeof spendingLimitRaises.$inferSelect;

/** What a purchase spends from the moment its order exists: open orders hold their amount, failed ones not. */
const SPENDING_STATUSES = ['created', 'approved', 'completed', 'refunded'] as const;

/** The columns of each limit: the customer's own are named as the API names them, staff's apart. */
export const OWN_COLUMNS = LIMIT_FIELDS satisfies Record<SpendingLimit, keyof SpendingLimitsRow>;
export const STAFF_COLUMNS = {
  daily: 'staffDailyCents',
  weekly: 'staffWeeklyCents',
  monthly: 'staffMonthlyCents',
} as const satisfies Record<LimitWindow, keyof SpendingLimitsRow>;

type LimitColumns = Partial<Pick<SpendingLimitsRow, (typeof OWN_COLUMNS)[SpendingLimit]>> &
  Partial<Pick<SpendingLimitsRow, (typeof STAFF_COLUMNS)[LimitWindow]>>;

/** A customer's limits, raises and what their orders spent: rows only (the rules are in the service). */
export function createSpendingRepository(db: AppDb) {
  return {
    async find(
      customerId: string,
    ): Promise<{ row: SpendingLimitsRow | undefined; raises: SpendingLimitRaiseRow[] }> {
      const [row] = await db.select().from(spendingLimits).where(eq(spendingLimits.customerId, customerId));
      const raises = await db
        .select()
        .from(spendingLimitRaises)
        .where(eq(spendingLimitRaises.customerId, customerId));
      return { row, raises };
    },

    /** Writes these limit columns (creating the row at first use). */
    async setLimits(customerId: string, values: LimitColumns, at: Date): Promise<void> {
      await db
        .insert(spendingLimits)
        .values({ customerId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: spendingLimits.customerId, set: { ...values, updatedAt: at } });
    },

    async setPause(customerId: string, pause: { kind: PauseKind; until: Date }, at: Date): Promise<void> {
      const values = { pauseKind: pause.kind, pauseUntil: pause.until, updatedAt: at };
      await db
        .insert(spendingLimits)
        .values({ customerId, ...values })
        .onConflictDoUpdate({ target: spendingLimits.customerId, set: values });
    },

    /** Asks for a raise or removal of one limit, replacing an earlier one of the same limit. */
    async putRaise(raise: {
      customerId: string;
      limitName: SpendingLimit;
      cents: number | null;
      takesEffectAt: Date;
      requestedAt: Date;
    }): Promise<void> {
      const { customerId: _customer, limitName: _limit, ...changes } = raise;
      await db
        .insert(spendingLimitRaises)
        .values({ ...raise, requestedBy: raise.customerId })
        .onConflictDoUpdate({
          target: [spendingLimitRaises.customerId, spendingLimitRaises.limitName],
          set: changes,
        });
    },

    /** Drops the raises whose time has come (once written into the limits). */
    async dropRaisesDue(customerId: string, at: Date): Promise<void> {
      await db
        .delete(spendingLimitRaises)
        .where(
          and(eq(spendingLimitRaises.customerId, customerId), lte(spendingLimitRaises.takesEffectAt, at)),
        );
    },

    async dropRaise(customerId: string, limitName: SpendingLimit): Promise<boolean> {
      const dropped = await db
        .delete(spendingLimitRaises)
        .where(
          and(eq(spendingLimitRaises.customerId, customerId), eq(spendingLimitRaises.limitName, limitName)),
        )
        .returning({ limitName: spendingLimitRaises.limitName });
      return dropped.length > 0;
    },

    /** A self-exclusion withdraws the consent to offers and news by e-mail (given again by the customer only). */
    async withdrawMarketingConsent(customerId: string): Promise<void> {
      await db.update(customers).set({ emailnotifications: false }).where(eq(customers.id, customerId));
    },

    /** What the customer's orders created since each start spent (taxes included), in cents. */
    async spentSince(
      customerId: string,
      since: Record<LimitWindow, Date>,
    ): Promise<Record<LimitWindow, number>> {
      const earliest = new Date(
        Math.min(since.daily.getTime(), since.weekly.getTime(), since.monthly.getTime()),
      );
      const sumSince = (start: Date) =>
        sql<string>`coalesce(sum(${paymentOrders.totalCents}) filter (where ${paymentOrders.createdAt} >= ${start.toISOString()}::timestamptz), 0)`;
      const [row] = await db
        .select({
          daily: sumSince(since.daily),
          weekly: sumSince(since.weekly),
          monthly: sumSince(since.monthly),
        })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.customerId, customerId),
            inArray(paymentOrders.status, [...SPENDING_STATUSES]),
            gte(paymentOrders.createdAt, earliest),
          ),
        );
      return {
        daily: Number(row?.daily ?? 0),
        weekly: Number(row?.weekly ?? 0),
        monthly: Number(row?.monthly ?? 0),
      };
    },

    /** What the top-ups of one call have charged or are charging (their orders open or completed). */
    async toppedUpDuring(callSid: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${paymentOrders.totalCents}), 0)` })
        .from(topUps)
        .innerJoin(paymentOrders, eq(paymentOrders.id, topUps.paymentOrderId))
        .where(and(eq(topUps.callSid, callSid), inArray(paymentOrders.status, [...SPENDING_STATUSES])));
      return Number(row?.cents ?? 0);
    },
  };
}

export type SpendingRepository = ReturnType<typeof createSpendingRepository>;
