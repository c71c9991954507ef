import type { AppDb } from '@app/db/client';
import { advisorMedia, advisorOnboarding, advisors, payoutProfiles } from '@app/db/schema';
import type { ChecklistFacts } from '@app/shared/rules/advisor-checklist';
import { eq, sql } from 'drizzle-orm';

/**
 * The rows a new advisor's first-day checklist reads (issue 43): their onboarding row, and each item
 * where it lives (the media's presence, never its bytes; the schedule; whether a payout profile exists).
 */
export function createChecklistRepository(db: AppDb) {
  return {
    /** The checklist's facts, or undefined for an advisor without an onboarding row. */
    async facts(agentId: number): Promise<ChecklistFacts | undefined> {
      const [row] = await db
        .select({
          photo: sql<boolean>`${advisorMedia.photo} is not null`,
          voice: sql<boolean>`${advisorMedia.audio} is not null`,
          schedule: advisors.schedule,
          daysOff: advisors.daysOff,
          payoutProfile: sql<boolean>`exists (select 1 from ${payoutProfiles} where ${payoutProfiles.agentId} = ${advisors.agentId})`,
          testCallAt: advisorOnboarding.testCallAt,
          draft: advisors.draft,
        })
        .from(advisorOnboarding)
        .innerJoin(advisors, eq(advisors.agentId, advisorOnboarding.agentId))
        .leftJoin(advisorMedia, eq(advisorMedia.agentId, advisorOnboarding.agentId))
        .where(eq(advisorOnboarding.agentId, agentId));
      if (!row) return undefined;
      return {
        photo: row.photo === true,
        voice: row.voice === true,
        schedule: row.schedule ?? null,
        daysOff: row.daysOff,
        payoutProfile: row.payoutProfile === true,
        testCallAt: row.testCallAt,
        draft: row.draft,
      };
    },

    /** The number a test call rings (the forwarding number), for an advisor with an onboarding row. */
    async testCallTarget(agentId: number): Promise<{ phoneNumber: string } | undefined> {
      const [row] = await db
        .select({ phoneNumber: advisors.phoneNumber })
        .from(advisorOnboarding)
        .innerJoin(advisors, eq(advisors.agentId, advisorOnboarding.agentId))
        .where(eq(advisorOnboarding.agentId, agentId));
      return row;
    },

    /** The test call just placed (the last one's SID is kept). */
    async recordTestCall(agentId: number, callSid: string): Promise<void> {
      await db
        .update(advisorOnboarding)
        .set({ testCallSid: callSid })
        .where(eq(advisorOnboarding.agentId, agentId));
    },

    /** The test call was answered: the item is done (again, for a later one). */
    async markTestCallAnswered(agentId: number, callSid: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(advisorOnboarding)
        .set({ testCallSid: callSid, testCallAt: at })
        .where(eq(advisorOnboarding.agentId, agentId))
        .returning({ agentId: advisorOnboarding.agentId });
      return rows.length > 0;
    },
  };
}

export type ChecklistRepository = ReturnType<typeof createChecklistRepository>;
