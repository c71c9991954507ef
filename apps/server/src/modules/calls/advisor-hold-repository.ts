import type { AppDb } from '@app/db/client';
import { advisorHolds, advisors } from '@app/db/schema';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { advisorNameColumns } from '../../db-columns.ts';

/**
 * The reserve's rows (advisor_holds): an advisor held for the customer whose call its cap ended. `db` is
 * the database, or the transaction of the service that took the locks before it.
 */
export function createAdvisorHoldRepository(db: AppDb) {
  return {
    /** The advisor held for this customer at `now`, if any. */
    async findOpen(customerId: string, now: Date) {
      const [row] = await db
        .select({
          agentId: advisorHolds.agentId,
          ...advisorNameColumns,
          until: advisorHolds.until,
        })
        .from(advisorHolds)
        .innerJoin(advisors, eq(advisors.agentId, advisorHolds.agentId))
        .where(
          and(
            eq(advisorHolds.customerId, customerId),
            isNull(advisorHolds.releasedAt),
            gt(advisorHolds.until, now),
          ),
        )
        .orderBy(desc(advisorHolds.until))
        .limit(1);
      return row;
    },

    /** When the latest hold a call left ends (the demo's clock). */
    async untilOf(callSid: string): Promise<Date | undefined> {
      const [hold] = await db
        .select({ until: advisorHolds.until })
        .from(advisorHolds)
        .where(eq(advisorHolds.callSid, callSid))
        .orderBy(desc(advisorHolds.until))
        .limit(1);
      return hold?.until;
    },

    /** Ends the customer's open hold of this advisor as 'reconnected'; false when there was none. */
    async reconnect(input: { agentId: number; customerId: string; now: Date }): Promise<boolean> {
      const reconnected = await db
        .update(advisorHolds)
        .set({ releasedAt: input.now, outcome: 'reconnected' })
        .where(
          and(
            eq(advisorHolds.agentId, input.agentId),
            eq(advisorHolds.customerId, input.customerId),
            isNull(advisorHolds.releasedAt),
            gt(advisorHolds.until, input.now),
          ),
        )
        .returning({ callSid: advisorHolds.callSid });
      return reconnected.length > 0;
    },

    /** Opens a hold; false when one exists already (one per call, one open per advisor). */
    async open(input: {
      callSid: string;
      agentId: number;
      customerId: string;
      until: Date;
    }): Promise<boolean> {
      const held = await db
        .insert(advisorHolds)
        .values(input)
        .onConflictDoNothing()
        .returning({ callSid: advisorHolds.callSid });
      return held.length > 0;
    },

    /** Ends one hold if it is still open (a call back that ended early); true when this call ended it. */
    async release(callSid: string, now: Date): Promise<boolean> {
      const released = await db
        .update(advisorHolds)
        .set({ releasedAt: now, outcome: 'expired' })
        .where(and(eq(advisorHolds.callSid, callSid), isNull(advisorHolds.releasedAt)))
        .returning({ callSid: advisorHolds.callSid });
      return released.length > 0;
    },

    /**
     * Ends the holds past their time, each once whichever instance runs it (the rows are locked with
     * SKIP LOCKED); returns the advisors they held.
     */
    async releaseExpired(now: Date): Promise<number[]> {
      const expired = await db
        .update(advisorHolds)
        .set({ releasedAt: now, outcome: 'expired' })
        .where(
          sql`${advisorHolds.callSid} in (
            select call_sid from ${advisorHolds}
            where released_at is null and until <= ${now.toISOString()}::timestamptz
            for update skip locked
          )`,
        )
        .returning({ agentId: advisorHolds.agentId });
      return expired.map((row) => row.agentId);
    },
  };
}

export type AdvisorHoldRepository = ReturnType<typeof createAdvisorHoldRepository>;
