import type { AppDb } from '@app/db/client';
import { advisors, earningsLedger } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';

/** Rows the staff adjustments read: whether the advisor exists, and an adjustment already recorded. */
export function createAdjustmentRepository(db: AppDb) {
  return {
    async advisorExists(agentId: number): Promise<boolean> {
      const [row] = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(eq(advisors.agentId, agentId))
        .limit(1);
      return row !== undefined;
    },

    /** The adjustment a request id already made, if any. */
    async adjustmentOf(agentId: number, requestId: string) {
      const [row] = await db
        .select({ id: earningsLedger.id, balanceAfterCents: earningsLedger.balanceAfterCents })
        .from(earningsLedger)
        .where(
          and(
            eq(earningsLedger.agentId, agentId),
            eq(earningsLedger.kind, 'adjustment'),
            eq(earningsLedger.reference, requestId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
