import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { advisorEarnings, earningsLedger, payoutBatches, payoutItems, payoutRuns } from '@app/db/schema';
import {
  type EarningsAdjustmentReason,
  type PayoutItemStatus,
  type PayoutMethod,
  type PayPeriod,
  payPeriodAt,
  previousPayPeriod,
} from '@app/shared/rules/earnings';
import { and, desc, eq, sql } from 'drizzle-orm';

/** The current pay period and the two before it, by the real clock (the ledger's times are the database's). */
export function recentPeriods(now = new Date()) {
  const current = payPeriodAt(now);
  const previous = previousPayPeriod(current);
  return { current, previous, earlier: previousPayPeriod(previous) };
}

/** An instant `hours` into a period. */
export const into = (period: PayPeriod, hours: number) =>
  new Date(period.start.getTime() + hours * 3_600_000);

export type PastEntry =
  | { at: Date; kind: 'adjustment'; deltaCents: number; reason: EarningsAdjustmentReason; note: string }
  | { at: Date; kind: 'payout' | 'payout_return'; deltaCents: number; itemId: string };

/**
 * Entries written in the past (the ledger takes its time from the database, so a test cannot settle a
 * call last week): appended with their running balance, oldest first, and the advisor's balance row
 * kept equal to the ledger's sum, as the ledger's own writes keep it. The advisor must have no later entry.
 */
export async function writePastEntries(db: AppDb, agentId: number, entries: readonly PastEntry[]) {
  const [last] = await db
    .select({ balanceAfterCents: earningsLedger.balanceAfterCents, createdAt: earningsLedger.createdAt })
    .from(earningsLedger)
    .where(eq(earningsLedger.agentId, agentId))
    .orderBy(desc(earningsLedger.createdAt), desc(earningsLedger.id))
    .limit(1);
  let balance = last?.balanceAfterCents ?? 0;
  for (const entry of [...entries].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (last && entry.at <= last.createdAt) throw new Error('past entries go after the last one');
    balance += entry.deltaCents;
    await db.insert(earningsLedger).values({
      agentId,
      kind: entry.kind,
      deltaCents: entry.deltaCents,
      balanceAfterCents: balance,
      reference: entry.kind === 'adjustment' ? randomUUID() : entry.itemId,
      reason: entry.kind === 'adjustment' ? entry.reason : null,
      note: entry.kind === 'adjustment' ? entry.note : null,
      createdAt: entry.at,
    });
  }
  await db
    .insert(advisorEarnings)
    .values({ agentId, balanceCents: balance })
    .onConflictDoUpdate({ target: advisorEarnings.agentId, set: { balanceCents: balance } });
}

/** A payout item of a run made for the test (its own run and batch), in the state given. */
export async function insertPayoutItem(
  db: AppDb,
  item: {
    agentId: number;
    amountCents: number;
    method: PayoutMethod;
    status: PayoutItemStatus;
    createdAt: Date;
    settledAt?: Date;
  },
): Promise<string> {
  const runKey = `test-${randomUUID()}`;
  await db.insert(payoutRuns).values({ runKey, period: null, minimumCents: 2500, lines: [] });
  const [batch] = await db
    .insert(payoutBatches)
    .values({ runKey, method: item.method, status: 'sent', totalCents: item.amountCents })
    .returning({ id: payoutBatches.id });
  const [row] = await db
    .insert(payoutItems)
    .values({
      batchId: batch?.id as string,
      agentId: item.agentId,
      amountCents: item.amountCents,
      method: item.method,
      destination: 'advisor@example.com',
      status: item.status,
      sentAt: item.createdAt,
      settledAt: item.settledAt ?? null,
      createdAt: item.createdAt,
    })
    .returning({ id: payoutItems.id });
  return row?.id as string;
}

/** The ledger's last balance written in [start, end), and the sum of all the advisor's entries. */
export async function ledgerFacts(db: AppDb, agentId: number, period: PayPeriod) {
  const [last] = await db
    .select({ balanceAfterCents: earningsLedger.balanceAfterCents })
    .from(earningsLedger)
    .where(
      and(
        eq(earningsLedger.agentId, agentId),
        sql`${earningsLedger.createdAt} >= ${period.start.toISOString()}`,
        sql`${earningsLedger.createdAt} < ${period.end.toISOString()}`,
      ),
    )
    .orderBy(desc(earningsLedger.createdAt), desc(earningsLedger.id))
    .limit(1);
  return { lastBalanceAfterCents: last?.balanceAfterCents };
}
