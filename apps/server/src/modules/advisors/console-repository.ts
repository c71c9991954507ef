import type { AppDb } from '@app/db/client';
import { advisorHolds, advisors, callSessions, creditUsage, customers } from '@app/db/schema';
import { customerNameForAdvisor, earningsCents } from '@app/shared/rules/advisor-console';
import type { AdvisorCall } from '@app/shared/schemas/advisor-console';
import { and, desc, eq, gt, gte, isNotNull, isNull, lt, notLike, sql } from 'drizzle-orm';
import { advisorLineColumns, advisorNameColumns } from '../../db-columns.ts';

export function createAdvisorConsoleRepository(db: AppDb, options: { defaultPayoutCentsPerMinute: number }) {
  const rateOf = sql<number>`coalesce(${advisors.payoutCentsPerMinute}, ${options.defaultPayoutCentsPerMinute})`;

  return {
    /** Until when the advisor is held for their last caller (the reserve after a capped call), if they are. */
    async heldUntil(agentId: number, at: Date): Promise<Date | null> {
      const [hold] = await db
        .select({ until: advisorHolds.until })
        .from(advisorHolds)
        .where(
          and(
            eq(advisorHolds.agentId, agentId),
            isNull(advisorHolds.releasedAt),
            gt(advisorHolds.until, at),
            // A hold for a call back of their line is the line card's to show, not "held for your caller".
            notLike(advisorHolds.callSid, 'line:%'),
          ),
        );
      return hold?.until ?? null;
    },

    /** Whether the advisor's caller is in the top-up menu right now (the advisor on hold). */
    async toppingUp(agentId: number): Promise<boolean> {
      const [row] = await db
        .select({ callSid: callSessions.callSid })
        .from(callSessions)
        .where(
          and(
            eq(callSessions.advisorAgentId, agentId),
            eq(callSessions.status, 'dialing'),
            isNotNull(callSessions.onHoldSince),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async find(agentId: number) {
      const [row] = await db
        .select({
          agentId: advisors.agentId,
          ...advisorNameColumns,
          schedule: advisors.schedule,
          daysOff: advisors.daysOff,
          signedIn: advisors.signedIn,
          onACall: advisors.onACall,
          availTimeStr: advisors.availTimeStr,
          payoutCentsPerMinute: rateOf,
        })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return row;
    },

    /** The advisor whose forwarding number this is (stored in E.164, compared exactly). */
    async findByPhone(phoneE164: string) {
      if (!/^\+\d{8,15}$/.test(phoneE164)) return undefined;
      const [row] = await db
        .select(advisorLineColumns)
        .from(advisors)
        .where(and(eq(advisors.phoneNumber, phoneE164), eq(advisors.isActive, true)))
        .limit(1);
      return row;
    },

    /**
     * The advisor's billed calls that started in [from, to), newest first, each with what it earned at the
     * rate recorded when it was settled (the advisor's current rate for calls settled before rates were
     * recorded). The customer appears by first name and initial only.
     */
    async calls(agentId: number, from: Date, to: Date): Promise<AdvisorCall[]> {
      const rows = await db
        .select({
          id: creditUsage.id,
          callStart: creditUsage.callStart,
          durationSeconds: creditUsage.durationSeconds,
          minutesBilled: creditUsage.minutesUsed,
          rate: sql<number>`coalesce(${creditUsage.payoutCentsPerMinute}, ${rateOf})`.mapWith(Number),
          customerName: customers.name,
          customerEmail: customers.email,
        })
        .from(creditUsage)
        .innerJoin(customers, eq(customers.id, creditUsage.customerId))
        .innerJoin(advisors, eq(advisors.agentId, creditUsage.advisorAgentId))
        .where(
          and(
            eq(creditUsage.advisorAgentId, agentId),
            gte(creditUsage.callStart, from),
            lt(creditUsage.callStart, to),
          ),
        )
        .orderBy(desc(creditUsage.callStart));
      return rows.map((row) => ({
        id: row.id,
        callStart: row.callStart.toISOString(),
        durationSeconds: row.durationSeconds,
        minutesBilled: row.minutesBilled,
        payoutCentsPerMinute: row.rate,
        earningsCents: earningsCents(row.minutesBilled, row.rate),
        customer: customerNameForAdvisor(row.customerName, row.customerEmail),
      }));
    },
  };
}

export type AdvisorConsoleRepository = ReturnType<typeof createAdvisorConsoleRepository>;
