import type { AppDb } from '@app/db/client';
import {
  advisorEarnings,
  advisors,
  earningsLedger,
  payoutBatches,
  payoutItems,
  payoutProfiles,
  payoutRuns,
  siteSettings,
  user,
} from '@app/db/schema';
import type { PayoutItemStatus, PayoutMethod } from '@app/shared/rules/earnings';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { claimForReconciliation } from '../../db-claims.ts';

/** The site setting that holds the payout minimum, in cents (a JSON number). */
export const PAYOUT_MINIMUM_KEY = 'payout_minimum_cents';

export type PayoutItemRow = typeof payoutItems.$inferSelect;
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

/** Payout runs, batches and items, and what a run reads of earnings and profiles: rows only. */
export function createPayoutsRepository(db: AppDb) {
  return {
    /** Every advisor with earnings: the balance now and the sum of entries made before `end`. */
    async balances(end: Date, agentId?: number) {
      const result = await db
        .select({
          agentId: advisorEarnings.agentId,
          balanceNowCents: advisorEarnings.balanceCents,
          // Written out with an alias: inside a select list drizzle leaves column names unqualified.
          balanceAtEndCents: sql<string>`coalesce((select sum(entry.delta_cents) from earnings_ledger entry
            where entry.agent_id = "advisor_earnings"."agent_id" and entry.created_at < ${end.toISOString()}::timestamptz), 0)`,
        })
        .from(advisorEarnings)
        .where(agentId === undefined ? undefined : eq(advisorEarnings.agentId, agentId))
        .orderBy(asc(advisorEarnings.agentId));
      return result.map((row) => ({ ...row, balanceAtEndCents: Number(row.balanceAtEndCents) }));
    },

    /** The sum of one advisor's entries made before `end` (read after their earnings row is locked). */
    async balanceBefore(agentId: number, end: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${earningsLedger.deltaCents}), 0)` })
        .from(earningsLedger)
        .where(and(eq(earningsLedger.agentId, agentId), lt(earningsLedger.createdAt, end)));
      return Number(row?.total ?? 0);
    },

    /**
     * The legal name on each advisor's payout profile: Interac names the recipient of an e-Transfer. The
     * payout-profile module exports destinations (readPayoutDestinations) but no name, and this column is
     * not a secret; everything else of the profile is read through that module.
     */
    async legalNames(agentIds: number[]): Promise<Map<number, string>> {
      if (agentIds.length === 0) return new Map();
      const rows = await db
        .select({ agentId: payoutProfiles.agentId, legalName: payoutProfiles.legalName })
        .from(payoutProfiles)
        .where(inArray(payoutProfiles.agentId, agentIds));
      return new Map(rows.map((row) => [row.agentId, row.legalName]));
    },

    async minimumSetting(): Promise<unknown> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, PAYOUT_MINIMUM_KEY))
        .limit(1);
      return row?.value;
    },

    async saveMinimum(cents: number, by: string): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key: PAYOUT_MINIMUM_KEY, value: cents, updatedBy: by })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: cents, updatedBy: by, updatedAt: sql`now()` },
        });
    },

    /** Inserts the run's key; false when it exists already (confirmed before, or by another instance now). */
    async insertRun(run: {
      runKey: string;
      period: string | null;
      minimumCents: number;
      confirmedBy: string | null;
    }) {
      const inserted = await db
        .insert(payoutRuns)
        .values({ ...run, lines: [] })
        .onConflictDoNothing({ target: payoutRuns.runKey })
        .returning({ runKey: payoutRuns.runKey });
      return inserted.length > 0;
    },

    async setRunLines(runKey: string, lines: unknown): Promise<void> {
      await db.update(payoutRuns).set({ lines }).where(eq(payoutRuns.runKey, runKey));
    },

    async findRun(runKey: string) {
      const [row] = await db.select().from(payoutRuns).where(eq(payoutRuns.runKey, runKey)).limit(1);
      return row;
    },

    async insertBatch(batch: {
      runKey: string;
      method: PayoutMethod;
      totalCents: number;
    }): Promise<PayoutBatchRow> {
      const [row] = await db.insert(payoutBatches).values(batch).returning();
      if (!row) throw new Error('payout batch not inserted');
      return row;
    },

    async insertItem(item: {
      batchId: string;
      agentId: number;
      amountCents: number;
      method: PayoutMethod;
      destination: string;
    }): Promise<PayoutItemRow> {
      const [row] = await db.insert(payoutItems).values(item).returning();
      if (!row) throw new Error('payout item not inserted');
      return row;
    },

    batchesOfRun: (runKey: string) =>
      db
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.runKey, runKey))
        .orderBy(asc(payoutBatches.method)),

    itemsOfBatches: (batchIds: string[]) =>
      batchIds.length === 0
        ? Promise.resolve([] as PayoutItemRow[])
        : db
            .select()
            .from(payoutItems)
            .where(inArray(payoutItems.batchId, batchIds))
            .orderBy(asc(payoutItems.agentId)),

    /** Every batch not yet done, oldest first (the demo's reconcile-now). */
    openBatches: () =>
      db
        .select()
        .from(payoutBatches)
        .where(sql`${payoutBatches.status} <> 'done'`)
        .orderBy(asc(payoutBatches.createdAt)),

    async findBatch(id: string) {
      const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id)).limit(1);
      return row;
    },

    /** Locks the batch row for the rest of the transaction. */
    async lockBatch(id: string) {
      const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
      return row;
    },

    async lockItem(id: string) {
      const [row] = await db.select().from(payoutItems).where(eq(payoutItems.id, id)).for('update');
      return row;
    },

    async markBatchSent(
      id: string,
      input: { providerBatchId: string | null; now: Date; reconcileAfter: Date },
    ) {
      const changed = await db
        .update(payoutBatches)
        .set({
          status: 'sent',
          providerBatchId: input.providerBatchId,
          sentAt: input.now,
          reconcileAfter: input.reconcileAfter,
        })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'created')))
        .returning({ id: payoutBatches.id });
      return changed.length > 0;
    },

    async markItemsSent(batchId: string, now: Date) {
      await db
        .update(payoutItems)
        .set({ status: 'sent', sentAt: now })
        .where(and(eq(payoutItems.batchId, batchId), eq(payoutItems.status, 'created')));
    },

    async settleItem(
      id: string,
      input: {
        status: PayoutItemStatus;
        providerItemId: string | null;
        failureReason: string | null;
        now: Date;
      },
    ) {
      await db
        .update(payoutItems)
        .set({
          status: input.status,
          providerItemId: input.providerItemId,
          failureReason: input.failureReason,
          settledAt: input.now,
        })
        .where(eq(payoutItems.id, id));
    },

    async setProviderItemId(id: string, providerItemId: string) {
      await db.update(payoutItems).set({ providerItemId }).where(eq(payoutItems.id, id));
    },

    async markBatchDoneIfSettled(id: string): Promise<boolean> {
      const changed = await db
        .update(payoutBatches)
        .set({ status: 'done', reconcileAfter: null })
        .where(
          and(
            eq(payoutBatches.id, id),
            eq(payoutBatches.status, 'sent'),
            sql`not exists (select 1 from ${payoutItems} where ${payoutItems.batchId} = ${id}::uuid and ${payoutItems.status} in ('created', 'sent'))`,
          ),
        )
        .returning({ id: payoutBatches.id });
      return changed.length > 0;
    },

    /**
     * Claims batches the reconciliation must look at: 'created' ones (never accepted by the provider: sent
     * now) older than `createdBefore`, and 'sent' ones due. One instance per batch for `claimMs` (SKIP
     * LOCKED, then the claim stamp); a crashed pass's claims expire.
     */
    async claimOpenBatches(input: { now: Date; createdBefore: Date; claimMs: number; limit: number }) {
      const ids = await claimForReconciliation(
        db,
        payoutBatches,
        sql`status <> 'done' and (status = 'sent' or created_at < ${input.createdBefore.toISOString()}::timestamptz)`,
        input,
      );
      if (ids.length === 0) return [];
      return db
        .select()
        .from(payoutBatches)
        .where(inArray(payoutBatches.id, ids))
        .orderBy(asc(payoutBatches.createdAt));
    },

    recentRuns: (limit: number) =>
      db.select().from(payoutRuns).orderBy(desc(payoutRuns.createdAt)).limit(limit),

    batchesOfRuns: (runKeys: string[]) =>
      runKeys.length === 0
        ? Promise.resolve([] as PayoutBatchRow[])
        : db
            .select()
            .from(payoutBatches)
            .where(inArray(payoutBatches.runKey, runKeys))
            .orderBy(asc(payoutBatches.method)),

    /**
     * How to reach an advisor about their money: their login's e-mail, their phone, and the language of
     * the console that last confirmed their payout details (English before they gave any).
     */
    async contactOf(agentId: number) {
      const [row] = await db
        .select({
          name: advisors.name,
          phone: advisors.phoneNumber,
          email: user.email,
          language: payoutProfiles.language,
        })
        .from(advisors)
        .leftJoin(user, eq(user.id, advisors.userId))
        .leftJoin(payoutProfiles, eq(payoutProfiles.agentId, advisors.agentId))
        .where(eq(advisors.agentId, agentId))
        .limit(1);
      return row;
    },

    async advisorUserId(agentId: number): Promise<string | null> {
      const [row] = await db
        .select({ userId: advisors.userId })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return row?.userId ?? null;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
