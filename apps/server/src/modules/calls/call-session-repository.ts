import type { AppDb } from '@app/db/client';
import { advisors, callSessions, creditUsage, customers } from '@app/db/schema';
import type { Language } from '@app/shared/rules/language';
import { and, eq, lt, sql } from 'drizzle-orm';

export type CallSessionRow = typeof callSessions.$inferSelect;

/** A bridged call whose warning or cap has just been claimed by this instance. */
export interface ClaimedTimer {
  callSid: string;
  conferenceSid: string;
  advisorLegSid: string | null;
  language: Language;
  customerId: string;
  /** The caller may step out to top up (their leaving does not end the conference). */
  topUpOffered: boolean;
  topUpRound: number;
}

/** How long a caller may stay in the top-up menu before the call ends as at its cap (the advisor on hold). */
export const TOP_UP_HOLD_LIMIT_SECONDS = 90;

/**
 * The rows of a call: its session (call_sessions) and, once billed, its usage row (credit_usage). `db` is
 * the database, or the transaction of the service that locked the customer first.
 */
export function createCallSessionRepository(db: AppDb) {
  return {
    /** The customer a session belongs to (it never changes, so it may be read before any lock). */
    async customerOf(callSid: string): Promise<string | undefined> {
      const [session] = await db
        .select({ customerId: callSessions.customerId })
        .from(callSessions)
        .where(eq(callSessions.callSid, callSid))
        .limit(1);
      return session?.customerId;
    },

    async find(callSid: string): Promise<CallSessionRow | undefined> {
      const [row] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid)).limit(1);
      return row;
    },

    /** The session, locked for the rest of the transaction. */
    async lock(callSid: string): Promise<CallSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(callSessions)
        .where(eq(callSessions.callSid, callSid))
        .for('update');
      return row;
    },

    /** The session while it is still 'dialing', locked for the rest of the transaction. */
    async lockDialing(callSid: string): Promise<CallSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(callSessions)
        .where(and(eq(callSessions.callSid, callSid), eq(callSessions.status, 'dialing')))
        .for('update');
      return row;
    },

    /** Twilio may retry the first webhook: the same CallSid keeps its one session. */
    async open(input: { callSid: string; customerId: string; fromNumber: string }): Promise<void> {
      await db.insert(callSessions).values(input).onConflictDoNothing({ target: callSessions.callSid });
    },

    /** Counts a wrong or unreachable extension; returns the attempts so far. */
    async countExtensionAttempt(callSid: string): Promise<number> {
      const [row] = await db
        .update(callSessions)
        .set({ extensionAttempts: sql`${callSessions.extensionAttempts} + 1` })
        .where(eq(callSessions.callSid, callSid))
        .returning({ attempts: callSessions.extensionAttempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Calls that hung up while choosing an extension hold nothing; they are closed after a while. */
    async closeAbandonedGathering(before: Date): Promise<number> {
      const closed = await db
        .update(callSessions)
        .set({ status: 'not_connected', endedAt: sql`now()` })
        .where(and(eq(callSessions.status, 'gathering'), lt(callSessions.createdAt, before)))
        .returning({ callSid: callSessions.callSid });
      return closed.length;
    },

    /**
     * Claims up to `limit` calls still 'dialing' after their time limit plus `marginMs`, for the
     * reconciliation job: each is claimed by one instance for `claimMs` (SKIP LOCKED, then a claim
     * timestamp), so two instances never ask Twilio about the same call at once and a crashed run's
     * claims simply expire.
     */
    async claimStale(input: { now: Date; marginMs: number; claimMs: number; limit: number }) {
      const now = input.now.toISOString();
      const result = await db.execute<{ call_sid: string }>(sql`
        update ${callSessions}
        set reconcile_after = ${new Date(input.now.getTime() + input.claimMs).toISOString()}::timestamptz
        where call_sid in (
          select call_sid from ${callSessions}
          where status = 'dialing'
            and coalesce(dial_started_at, created_at) + make_interval(mins => reserved_minutes)
                + make_interval(secs => held_seconds + case when top_up_offered
                  then ${TOP_UP_HOLD_LIMIT_SECONDS} else 0 end)
                + ${`${Math.round(input.marginMs / 1000)} seconds`}::interval < ${now}::timestamptz
            and (reconcile_after is null or reconcile_after <= ${now}::timestamptz)
          order by dial_started_at
          limit ${input.limit}
          for update skip locked
        )
        returning call_sid`);
      return (result as unknown as { rows: { call_sid: string }[] }).rows.map((row) => row.call_sid);
    },

    /** The caller had no minutes left to reserve. */
    async markRefused(callSid: string, now: Date): Promise<void> {
      await db
        .update(callSessions)
        .set({ status: 'refused', endedAt: now })
        .where(eq(callSessions.callSid, callSid));
    },

    /** The advisor is taken and `reservedMinutes` are reserved: the call is being dialled. */
    async markDialing(input: {
      callSid: string;
      agentId: number;
      reservedMinutes: number;
      now: Date;
    }): Promise<void> {
      await db
        .update(callSessions)
        .set({
          status: 'dialing',
          advisorAgentId: input.agentId,
          reservedMinutes: input.reservedMinutes,
          dialStartedAt: input.now,
        })
        .where(eq(callSessions.callSid, input.callSid));
    },

    /** The advisor's leg of a bridged call, once the Calls API has added it to the conference. */
    async attachLeg(input: { callSid: string; legSid: string; conferenceSid: string }): Promise<void> {
      await db
        .update(callSessions)
        .set({ advisorLegSid: input.legSid, conferenceSid: input.conferenceSid })
        .where(and(eq(callSessions.callSid, input.callSid), eq(callSessions.status, 'dialing')));
    },

    /** The advisor's answer, with the warning and the cap it sets. */
    async recordAnswer(input: {
      callSid: string;
      legSid: string;
      conferenceSid: string | undefined;
      answeredAt: Date;
      warnAt: Date | null;
      capAt: Date;
    }): Promise<void> {
      await db
        .update(callSessions)
        .set({
          advisorLegSid: input.legSid,
          ...(input.conferenceSid ? { conferenceSid: input.conferenceSid } : {}),
          answeredAt: input.answeredAt,
          warnAt: input.warnAt,
          capAt: input.capAt,
        })
        .where(eq(callSessions.callSid, input.callSid));
    },

    /**
     * Claims the warnings and caps due at `now`, each once whichever instance asks (an UPDATE of rows
     * locked with SKIP LOCKED). A warning whose cap is already due is dropped: the goodbye says it all.
     */
    async claimDueTimers(now: Date): Promise<{ warnings: ClaimedTimer[]; caps: ClaimedTimer[] }> {
      const at = now.toISOString();
      type Row = {
        call_sid: string;
        conference_sid: string | null;
        advisor_leg_sid: string | null;
        language: string;
        customer_id: string;
        top_up_offered: boolean;
        top_up_round: number;
      };
      const claim = async (which: 'warned_at' | 'capped_at', due: ReturnType<typeof sql>) => {
        const result = await db.execute<Row>(sql`
          update ${callSessions} s
          set ${sql.raw(which)} = ${at}::timestamptz
          from ${customers} c
          where c.id = s.customer_id and s.call_sid in (
            select call_sid from ${callSessions}
            where status = 'dialing' and cap_at is not null and capped_at is null and ${due}
            for update skip locked
          )
          returning s.call_sid, s.conference_sid, s.advisor_leg_sid, c.language, s.customer_id,
            s.top_up_offered, s.top_up_round`);
        return (result as unknown as { rows: Row[] }).rows
          .filter((row) => row.conference_sid !== null)
          .map((row) => ({
            callSid: row.call_sid,
            conferenceSid: row.conference_sid as string,
            advisorLegSid: row.advisor_leg_sid,
            language: (row.language === 'fr' ? 'fr' : 'en') as Language,
            customerId: row.customer_id,
            topUpOffered: row.top_up_offered,
            topUpRound: row.top_up_round,
          }));
      };
      // While the caller is in the top-up menu the clock stands still; a caller who never comes back
      // from it is ended as at the cap.
      const caps = await claim(
        'capped_at',
        sql`((on_hold_since is null and cap_at <= ${at}::timestamptz)
          or on_hold_since + ${`${TOP_UP_HOLD_LIMIT_SECONDS} seconds`}::interval <= ${at}::timestamptz)`,
      );
      const warnings = await claim(
        'warned_at',
        sql`warned_at is null and on_hold_since is null and warn_at <= ${at}::timestamptz
          and cap_at > ${at}::timestamptz`,
      );
      return { warnings, caps };
    },

    /**
     * The usage row of a billed call, at the advisor's rate now (else `defaultPayoutCentsPerMinute`), so a
     * later change of rate never rewrites what this call earned. Null when the call already has one
     * (credit_usage.call_sid is unique); else the rate stored.
     */
    async insertUsage(input: {
      customerId: string;
      callSid: string;
      advisorAgentId: number | null;
      callStart: Date;
      callEnd: Date;
      minutesUsed: number;
      durationSeconds: number;
      defaultPayoutCentsPerMinute: number;
    }): Promise<{ rateCents: number } | null> {
      const { defaultPayoutCentsPerMinute, ...usage } = input;
      const inserted = await db
        .insert(creditUsage)
        .values({
          ...usage,
          payoutCentsPerMinute: sql`coalesce((select ${advisors.payoutCentsPerMinute} from ${advisors} where ${advisors.agentId} = ${input.advisorAgentId}), ${defaultPayoutCentsPerMinute})`,
        })
        .onConflictDoNothing({ target: creditUsage.callSid })
        .returning({ rate: creditUsage.payoutCentsPerMinute });
      const [row] = inserted;
      return row ? { rateCents: row.rate ?? defaultPayoutCentsPerMinute } : null;
    },

    /** The call has ended: its status, nothing reserved any more. */
    async close(input: { callSid: string; status: 'completed' | 'not_connected'; now: Date }): Promise<void> {
      await db
        .update(callSessions)
        .set({ status: input.status, reservedMinutes: 0, endedAt: input.now })
        .where(eq(callSessions.callSid, input.callSid));
    },
  };
}

export type CallSessionRepository = ReturnType<typeof createCallSessionRepository>;
