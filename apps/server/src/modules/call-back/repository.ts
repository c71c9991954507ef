import type { AppDb } from '@app/db/client';
import {
  advisors,
  callBackLines,
  callBackPlaces,
  callSessions,
  creditUsage,
  customers,
} from '@app/db/schema';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

export type CallBackPlaceRow = typeof callBackPlaces.$inferSelect;
const LIVE = ['waiting', 'calling'] as const;
const live = inArray(callBackPlaces.status, [...LIVE]);

/** Rows of the call-back line (issue 41). `db` is the database or the transaction that decides. */
export function createCallBackRepository(db: AppDb) {
  return {
    /** The advisor as the line needs them: on a call, taking calls, their name and voice's agreement. */
    async advisor(agentId: number) {
      const [row] = await db
        .select({
          agentId: advisors.agentId,
          name: advisors.name,
          grammaticalGender: advisors.grammaticalGender,
          signedIn: advisors.signedIn,
          isActive: advisors.isActive,
          onACall: advisors.onACall,
          availTime: advisors.availTime,
        })
        .from(advisors)
        .where(eq(advisors.agentId, agentId))
        .limit(1);
      return row;
    },

    /** Locks the advisor's row: the line of one advisor is changed one decision at a time. */
    async lockAdvisor(agentId: number): Promise<void> {
      await db.execute(sql`select 1 from ${advisors} where ${advisors.agentId} = ${agentId} for update`);
    },

    async paused(agentId: number): Promise<boolean> {
      const [row] = await db.select().from(callBackLines).where(eq(callBackLines.agentId, agentId));
      return row?.paused ?? false;
    },

    async setPaused(agentId: number, paused: boolean): Promise<void> {
      await db
        .insert(callBackLines)
        .values({ agentId, paused })
        .onConflictDoUpdate({ target: callBackLines.agentId, set: { paused, updatedAt: sql`now()` } });
    },

    /** The live places of a line, first joined first, with the customers' names for the console. */
    async line(agentId: number) {
      return db
        .select({
          id: callBackPlaces.id,
          customerId: callBackPlaces.customerId,
          status: callBackPlaces.status,
          joinedAt: callBackPlaces.joinedAt,
          name: customers.name,
          email: customers.email,
        })
        .from(callBackPlaces)
        .innerJoin(customers, eq(customers.id, callBackPlaces.customerId))
        .where(and(eq(callBackPlaces.agentId, agentId), live))
        .orderBy(asc(callBackPlaces.joinedAt), asc(callBackPlaces.id));
    },

    /** The customer's live place, in any line. */
    async livePlaceOf(customerId: string): Promise<CallBackPlaceRow | undefined> {
      const [row] = await db
        .select()
        .from(callBackPlaces)
        .where(and(eq(callBackPlaces.customerId, customerId), live))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<CallBackPlaceRow | undefined> {
      const [row] = await db.select().from(callBackPlaces).where(eq(callBackPlaces.id, id)).limit(1);
      return row;
    },

    async findByToken(token: string): Promise<CallBackPlaceRow | undefined> {
      const [row] = await db
        .select()
        .from(callBackPlaces)
        .where(eq(callBackPlaces.leaveToken, token))
        .limit(1);
      return row;
    },

    /** A new place; undefined when the customer already holds one (the unique index decides races). */
    async insert(values: typeof callBackPlaces.$inferInsert): Promise<CallBackPlaceRow | undefined> {
      const [row] = await db.insert(callBackPlaces).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Ends a live place (only a live one: a place ends once); the row when this call ended it. */
    async end(
      id: string,
      status: 'connected' | 'skipped' | 'left' | 'expired' | 'cleared',
      reason: string | null,
      now: Date,
    ): Promise<CallBackPlaceRow | undefined> {
      const [row] = await db
        .update(callBackPlaces)
        .set({ status, endedReason: reason, endedAt: now })
        .where(and(eq(callBackPlaces.id, id), live))
        .returning();
      return row;
    },

    /** Claims the first waiting place of a line for its call back, once: undefined when there is none. */
    async claimFirst(agentId: number, now: Date): Promise<CallBackPlaceRow | undefined> {
      const [calling] = await db
        .select({ id: callBackPlaces.id })
        .from(callBackPlaces)
        .where(and(eq(callBackPlaces.agentId, agentId), eq(callBackPlaces.status, 'calling')))
        .limit(1);
      if (calling) return undefined;
      const [first] = await db
        .select({ id: callBackPlaces.id })
        .from(callBackPlaces)
        .where(
          and(
            eq(callBackPlaces.agentId, agentId),
            eq(callBackPlaces.status, 'waiting'),
            sql`${callBackPlaces.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(callBackPlaces.joinedAt), asc(callBackPlaces.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!first) return undefined;
      const [claimed] = await db
        .update(callBackPlaces)
        .set({ status: 'calling', claimedAt: now, attempts: 0, retryAt: null })
        .where(and(eq(callBackPlaces.id, first.id), eq(callBackPlaces.status, 'waiting')))
        .returning();
      return claimed;
    },

    /** Back to waiting, first in line still (the advisor was taken before the customer answered). */
    async backToWaiting(id: string): Promise<void> {
      await db
        .update(callBackPlaces)
        .set({ status: 'waiting', claimedAt: null, callSid: null, attempts: 0, retryAt: null })
        .where(and(eq(callBackPlaces.id, id), eq(callBackPlaces.status, 'calling')));
    },

    /** The outbound call placed for a claimed place (the first to record one keeps it). */
    async recordCall(id: string, callSid: string): Promise<boolean> {
      const rows = await db
        .update(callBackPlaces)
        .set({ callSid })
        .where(
          and(
            eq(callBackPlaces.id, id),
            eq(callBackPlaces.status, 'calling'),
            isNull(callBackPlaces.callSid),
          ),
        )
        .returning({ id: callBackPlaces.id });
      return rows.length > 0;
    },

    /** A failed attempt at placing the call: counted, and the next one not before `retryAt`. */
    async failedAttempt(id: string, retryAt: Date): Promise<number> {
      const [row] = await db
        .update(callBackPlaces)
        .set({ attempts: sql`${callBackPlaces.attempts} + 1`, retryAt })
        .where(and(eq(callBackPlaces.id, id), eq(callBackPlaces.status, 'calling')))
        .returning({ attempts: callBackPlaces.attempts });
      return row?.attempts ?? 0;
    },

    /**
     * Claimed places whose call is still to place: just claimed, due for a retry, or taken by a pass that
     * never finished (an instance died). Each is taken for this pass by moving its retry time to
     * `claimUntil` (SKIP LOCKED), so two passes at once never place the same call.
     */
    async duePlacements(now: Date, claimUntil: Date): Promise<CallBackPlaceRow[]> {
      const at = now.toISOString();
      const result = await db.execute<{ id: string }>(sql`
        update ${callBackPlaces} set retry_at = ${claimUntil.toISOString()}::timestamptz
        where id in (
          select id from ${callBackPlaces}
          where status = 'calling' and call_sid is null
            and (retry_at is null or retry_at <= ${at}::timestamptz)
          for update skip locked
        )
        returning id`);
      const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
      if (ids.length === 0) return [];
      return db.select().from(callBackPlaces).where(inArray(callBackPlaces.id, ids));
    },

    /** Live places past their time, and those of advisors no longer taking calls. */
    async overdue(now: Date) {
      return db
        .select({ id: callBackPlaces.id, agentId: callBackPlaces.agentId, status: callBackPlaces.status })
        .from(callBackPlaces)
        .innerJoin(advisors, eq(advisors.agentId, callBackPlaces.agentId))
        .where(
          and(
            eq(callBackPlaces.status, 'waiting'),
            or(
              lte(callBackPlaces.expiresAt, now),
              eq(advisors.signedIn, false),
              eq(advisors.isActive, false),
            ),
          ),
        );
    },

    async creditsOf(customerId: string): Promise<number> {
      const [row] = await db
        .select({ credits: customers.credits })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.credits ?? 0;
    },

    /** When the advisor's current call reaches its cap, if it is a bridged call already answered. */
    async currentCallCapAt(agentId: number): Promise<Date | null> {
      const [row] = await db
        .select({ capAt: callSessions.capAt })
        .from(callSessions)
        .where(and(eq(callSessions.advisorAgentId, agentId), eq(callSessions.status, 'dialing')))
        .limit(1);
      return row?.capAt ?? null;
    },

    /** The average length of the advisor's last billed calls, in minutes (10 without any). */
    async averageCallMinutes(agentId: number): Promise<number> {
      const recent = db
        .select({ minutes: creditUsage.minutesUsed })
        .from(creditUsage)
        .where(and(eq(creditUsage.advisorAgentId, agentId), lt(sql`0`, creditUsage.minutesUsed)))
        .orderBy(desc(creditUsage.callEnd))
        .limit(20)
        .as('recent');
      const [row] = await db.select({ average: sql<string | null>`avg(${recent.minutes})` }).from(recent);
      const average = Number(row?.average ?? Number.NaN);
      return Number.isFinite(average) && average > 0 ? Math.ceil(average) : 10;
    },
  };
}

export type CallBackRepository = ReturnType<typeof createCallBackRepository>;
