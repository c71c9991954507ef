import type { AppDb } from '@app/db/client';
import {
  advisors,
  callSessions,
  chartShares,
  customerBirthDetails,
  customers,
  favorites,
} from '@app/db/schema';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';

/** How long after a call its advisor may still see the shared chart. */
export const SHARED_AFTER_CALL_MS = 24 * 3_600_000;

/** Rows of a customer's chart (issue 42): the sealed birth details and whom the chart is shared with. */
export function createChartRepository(db: AppDb) {
  return {
    async customer(customerId: string) {
      const [row] = await db
        .select({ id: customers.id, email: customers.email, birthDate: customers.birthDate })
        .from(customers)
        .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
      return row;
    },

    async birthDetails(customerId: string) {
      const [row] = await db
        .select()
        .from(customerBirthDetails)
        .where(eq(customerBirthDetails.customerId, customerId));
      return row;
    },

    async saveBirthDetails(customerId: string, sealed: Buffer, keyId: string) {
      await db
        .insert(customerBirthDetails)
        .values({ customerId, sealed, keyId })
        .onConflictDoUpdate({
          target: customerBirthDetails.customerId,
          set: { sealed, keyId, updatedAt: sql`now()` },
        });
    },

    /** True when there was something to delete. */
    async deleteBirthDetails(customerId: string) {
      const deleted = await db
        .delete(customerBirthDetails)
        .where(eq(customerBirthDetails.customerId, customerId))
        .returning({ customerId: customerBirthDetails.customerId });
      return deleted.length > 0;
    },

    async shares(customerId: string) {
      return db
        .select({ agentId: chartShares.agentId, name: advisors.name })
        .from(chartShares)
        .leftJoin(advisors, eq(advisors.agentId, chartShares.agentId))
        .where(eq(chartShares.customerId, customerId))
        .orderBy(advisors.name);
    },

    /** The customer's favourites and the advisors they have talked to, active ones, by name. */
    async candidates(customerId: string) {
      return db
        .select({ agentId: advisors.agentId, name: advisors.name })
        .from(advisors)
        .where(
          and(
            eq(advisors.isActive, true),
            or(
              sql`exists (select 1 from ${favorites} where ${favorites.customerId} = ${customerId} and ${favorites.advisorAgentId} = ${advisors.agentId})`,
              sql`exists (select 1 from ${callSessions} where ${callSessions.customerId} = ${customerId} and ${callSessions.advisorAgentId} = ${advisors.agentId} and ${callSessions.answeredAt} is not null)`,
            ),
          ),
        )
        .orderBy(advisors.name);
    },

    /** The advisors that exist among `agentIds`. */
    async knownAdvisors(agentIds: number[]) {
      if (agentIds.length === 0) return [];
      const rows = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(inArray(advisors.agentId, agentIds));
      return rows.map((row) => row.agentId);
    },

    /**
     * Replaces the customer's shares: none, every advisor (a null row), and the advisors chosen. Under the
     * customer's row lock, so two saves at once (a double click) run one after the other instead of the
     * second tripping on the first's rows.
     */
    async replaceShares(customerId: string, all: boolean, agentIds: number[]) {
      await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      await db.delete(chartShares).where(eq(chartShares.customerId, customerId));
      const rows = [...(all ? [null] : []), ...agentIds].map((agentId) => ({ customerId, agentId }));
      if (rows.length > 0) await db.insert(chartShares).values(rows);
    },

    /**
     * The calls that open a chart to this advisor now: answered, with a customer who shares their chart
     * with this advisor or with all, and live or ended within the last 24 hours; the latest per customer.
     */
    async visibleCalls(agentId: number, now: Date, callSid?: string) {
      const since = new Date(now.getTime() - SHARED_AFTER_CALL_MS);
      const shared = sql`exists (select 1 from ${chartShares} where ${chartShares.customerId} = ${callSessions.customerId}
        and (${chartShares.agentId} = ${agentId} or ${chartShares.agentId} is null))`;
      return db
        .selectDistinctOn([callSessions.customerId], {
          callSid: callSessions.callSid,
          customerId: callSessions.customerId,
          status: callSessions.status,
          endedAt: callSessions.endedAt,
          answeredAt: callSessions.answeredAt,
          customerName: customers.name,
          customerEmail: customers.email,
          birthDate: customers.birthDate,
          shared: sql<boolean>`${shared}`,
        })
        .from(callSessions)
        .innerJoin(customers, eq(customers.id, callSessions.customerId))
        .where(
          and(
            eq(callSessions.advisorAgentId, agentId),
            isNotNull(callSessions.answeredAt),
            isNull(customers.deletedAt),
            or(eq(callSessions.status, 'dialing'), gt(callSessions.endedAt, since)),
            callSid ? eq(callSessions.callSid, callSid) : undefined,
          ),
        )
        .orderBy(callSessions.customerId, desc(callSessions.answeredAt));
    },

    /** Whose call it was, whatever its age: tells a foreign call (404) from one not shared (403). */
    async callOf(callSid: string) {
      const [row] = await db
        .select({ agentId: callSessions.advisorAgentId })
        .from(callSessions)
        .where(eq(callSessions.callSid, callSid));
      return row;
    },
  };
}

export type ChartRepository = ReturnType<typeof createChartRepository>;
