import type { AppDb } from '@app/db/client';
import { advisors, creditUsage, customers, satisfactionRequests, user } from '@app/db/schema';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { customerContactColumnsAs } from '../../db-columns.ts';

export type SatisfactionStatus = 'pending' | 'granted' | 'declined';

const staffSelection = {
  id: satisfactionRequests.id,
  customerId: satisfactionRequests.customerId,
  ...customerContactColumnsAs,
  agentId: creditUsage.advisorAgentId,
  advisorName: advisors.name,
  callStart: creditUsage.callStart,
  durationSeconds: creditUsage.durationSeconds,
  minutesBilled: creditUsage.minutesUsed,
  reason: satisfactionRequests.reason,
  comment: satisfactionRequests.comment,
  status: satisfactionRequests.status,
  minutesGranted: satisfactionRequests.minutesGranted,
  decisionNote: satisfactionRequests.decisionNote,
  decidedBy: user.email,
  decidedAt: satisfactionRequests.decidedAt,
  createdAt: satisfactionRequests.createdAt,
};

export function createSatisfactionRepository(db: AppDb) {
  const staffQuery = () =>
    db
      .select(staffSelection)
      .from(satisfactionRequests)
      .innerJoin(customers, eq(customers.id, satisfactionRequests.customerId))
      .innerJoin(creditUsage, eq(creditUsage.id, satisfactionRequests.usageId))
      .leftJoin(advisors, eq(advisors.agentId, creditUsage.advisorAgentId))
      .leftJoin(user, eq(user.id, satisfactionRequests.decidedBy));

  return {
    async own(customerId: string) {
      return db
        .select({
          id: satisfactionRequests.id,
          usageId: satisfactionRequests.usageId,
          reason: satisfactionRequests.reason,
          status: satisfactionRequests.status,
          minutesGranted: satisfactionRequests.minutesGranted,
          decisionNote: satisfactionRequests.decisionNote,
          createdAt: satisfactionRequests.createdAt,
        })
        .from(satisfactionRequests)
        .where(eq(satisfactionRequests.customerId, customerId))
        .orderBy(desc(satisfactionRequests.createdAt));
    },

    /** The customer's billed calls that ended since `since` and have no request yet. */
    async askableUsage(customerId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ id: creditUsage.id })
        .from(creditUsage)
        .leftJoin(satisfactionRequests, eq(satisfactionRequests.usageId, creditUsage.id))
        .where(
          and(
            eq(creditUsage.customerId, customerId),
            gte(creditUsage.callEnd, since),
            sql`${creditUsage.minutesUsed} > 0`,
            isNull(satisfactionRequests.id),
          ),
        )
        .orderBy(desc(creditUsage.callEnd));
      return rows.map((row) => row.id);
    },

    async usage(usageId: string) {
      const [row] = await db
        .select({
          id: creditUsage.id,
          customerId: creditUsage.customerId,
          callEnd: creditUsage.callEnd,
          minutesUsed: creditUsage.minutesUsed,
        })
        .from(creditUsage)
        .where(eq(creditUsage.id, usageId));
      return row;
    },

    async hasRequest(usageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: satisfactionRequests.id })
        .from(satisfactionRequests)
        .where(eq(satisfactionRequests.usageId, usageId));
      return row !== undefined;
    },

    async latestRequestAt(customerId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: satisfactionRequests.createdAt })
        .from(satisfactionRequests)
        .where(eq(satisfactionRequests.customerId, customerId))
        .orderBy(desc(satisfactionRequests.createdAt))
        .limit(1);
      return row?.at;
    },

    /** Undefined when the call has a request already. */
    async insert(values: {
      customerId: string;
      usageId: string;
      reason: string;
      comment: string | null;
      now: Date;
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(satisfactionRequests)
        .values({
          customerId: values.customerId,
          usageId: values.usageId,
          reason: values.reason,
          comment: values.comment,
          createdAt: values.now,
        })
        .onConflictDoNothing({ target: satisfactionRequests.usageId })
        .returning({ id: satisfactionRequests.id });
      return row?.id;
    },

    async customerOf(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customerId: satisfactionRequests.customerId })
        .from(satisfactionRequests)
        .where(eq(satisfactionRequests.id, id));
      return row?.customerId;
    },

    /** The request with its call, locked for the decision. */
    async lockForDecision(id: string) {
      const [row] = await staffQuery()
        .where(eq(satisfactionRequests.id, id))
        .for('update', { of: satisfactionRequests });
      return row;
    },

    async decide(
      id: string,
      decision: {
        status: 'granted' | 'declined';
        minutes: number | null;
        note: string;
        by: string;
        at: Date;
      },
    ): Promise<void> {
      await db
        .update(satisfactionRequests)
        .set({
          status: decision.status,
          minutesGranted: decision.minutes,
          decisionNote: decision.note,
          decidedBy: decision.by,
          decidedAt: decision.at,
        })
        .where(and(eq(satisfactionRequests.id, id), eq(satisfactionRequests.status, 'pending')));
    },

    async staffList(status: SatisfactionStatus | 'all', limit: number, offset: number) {
      const where = status === 'all' ? undefined : eq(satisfactionRequests.status, status);
      const [rows, [total]] = await Promise.all([
        staffQuery().where(where).orderBy(desc(satisfactionRequests.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(satisfactionRequests).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type SatisfactionRepository = ReturnType<typeof createSatisfactionRepository>;
