import type { AppDb } from '@app/db/client';
import { earningsLedger, payoutItems } from '@app/db/schema';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { ConsiderationEntry, PaidItem } from './annual.ts';

/** What the year-end return reads of the ledger and the payout items: rows only. */
export function createAnnualRepository(db: AppDb) {
  return {
    /** Every advisor's 'call' and 'adjustment' entries written in [start, end). */
    considerationEntries(start: Date, end: Date): Promise<ConsiderationEntry[]> {
      return db
        .select({
          agentId: earningsLedger.agentId,
          kind: earningsLedger.kind,
          deltaCents: earningsLedger.deltaCents,
          createdAt: earningsLedger.createdAt,
        })
        .from(earningsLedger)
        .where(
          and(
            inArray(earningsLedger.kind, ['call', 'adjustment']),
            gte(earningsLedger.createdAt, start),
            lt(earningsLedger.createdAt, end),
          ),
        )
        .orderBy(asc(earningsLedger.agentId), asc(earningsLedger.id)) as Promise<ConsiderationEntry[]>;
    },

    /** Every payout item paid (landed) in [start, end), by when it settled. */
    async paidItems(start: Date, end: Date): Promise<PaidItem[]> {
      const rows = await db
        .select({
          agentId: payoutItems.agentId,
          amountCents: payoutItems.amountCents,
          settledAt: payoutItems.settledAt,
        })
        .from(payoutItems)
        .where(
          and(
            eq(payoutItems.status, 'paid'),
            gte(payoutItems.settledAt, start),
            lt(payoutItems.settledAt, end),
          ),
        );
      return rows.flatMap((row) => (row.settledAt ? [{ ...row, settledAt: row.settledAt }] : []));
    },
  };
}
