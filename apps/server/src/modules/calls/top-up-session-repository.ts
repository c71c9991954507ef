import type { AppDb } from '@app/db/client';
import { callSessions } from '@app/db/schema';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { WARNING_BEFORE_CAP_SECONDS } from './call-timers.ts';

/** A live call's clock after a top-up or a return from the top-up menu. */
export interface ResumedCall {
  answeredAt: Date;
  capAt: Date;
  warnAt: Date | null;
  advisorLegSid: string | null;
  conferenceSid: string | null;
  advisorAgentId: number | null;
  reservedMinutes: number;
  topUpRound: number;
  /** The caller was in the top-up menu (the advisor on hold) until now. */
  wasOnHold: boolean;
}

/**
 * A call's top-up state (issue 40) in call_sessions: whether its caller may step out to top up, the
 * round of its next top-up, and its time on hold while the caller pays. `db` is the database, or the
 * transaction of the money service that locked the customer's row first.
 */
export function createTopUpSessionRepository(db: AppDb) {
  return {
    /** The caller of this bridged call may leave the conference with star to top up. */
    async markOffered(callSid: string): Promise<void> {
      await db.update(callSessions).set({ topUpOffered: true }).where(eq(callSessions.callSid, callSid));
    },

    /**
     * The caller stepped out to the top-up menu: the call's clock stops (the cap waits), once. Undefined
     * when the call is not a live, answered one (the advisor hung up meanwhile, or never answered).
     */
    async startHold(callSid: string, now: Date) {
      const [row] = await db
        .update(callSessions)
        .set({ onHoldSince: sql`coalesce(${callSessions.onHoldSince}, ${now.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(callSessions.callSid, callSid),
            eq(callSessions.status, 'dialing'),
            eq(callSessions.topUpOffered, true),
            isNotNull(callSessions.answeredAt),
            isNull(callSessions.cappedAt),
          ),
        )
        .returning({
          customerId: callSessions.customerId,
          topUpRound: callSessions.topUpRound,
          conferenceSid: callSessions.conferenceSid,
          advisorLegSid: callSessions.advisorLegSid,
        });
      return row;
    },

    /**
     * The call goes on: the time on hold is added to its clock (never billed), `addedMinutes` (a top-up)
     * extend what is reserved and move the cap, and a new warning is due a minute before the new cap.
     * Under the session's lock (the caller holds the customer's first). Undefined when the call has ended.
     */
    async resume(callSid: string, now: Date, addedMinutes: number): Promise<ResumedCall | undefined> {
      const [session] = await db
        .select()
        .from(callSessions)
        .where(and(eq(callSessions.callSid, callSid), eq(callSessions.status, 'dialing')))
        .for('update');
      if (!session?.answeredAt || !session.capAt) return undefined;
      const heldMs = session.onHoldSince ? Math.max(0, now.getTime() - session.onHoldSince.getTime()) : 0;
      const heldSeconds = Math.round(heldMs / 1000);
      const capAt = new Date(session.capAt.getTime() + heldSeconds * 1000 + addedMinutes * 60_000);
      const reservedMinutes = session.reservedMinutes + addedMinutes;
      const warnAt =
        reservedMinutes >= 2 ? new Date(capAt.getTime() - WARNING_BEFORE_CAP_SECONDS * 1000) : null;
      const topUpRound = session.topUpRound + (addedMinutes > 0 ? 1 : 0);
      await db
        .update(callSessions)
        .set({
          onHoldSince: null,
          heldSeconds: session.heldSeconds + heldSeconds,
          reservedMinutes,
          capAt,
          warnAt,
          topUpRound,
          // Minutes added: the new last minute is announced too. Only the hold: the warning stays played.
          ...(addedMinutes > 0 ? { warnedAt: null } : {}),
        })
        .where(eq(callSessions.callSid, callSid));
      return {
        answeredAt: session.answeredAt,
        capAt,
        warnAt,
        advisorLegSid: session.advisorLegSid,
        conferenceSid: session.conferenceSid,
        advisorAgentId: session.advisorAgentId,
        reservedMinutes,
        topUpRound,
        wasOnHold: session.onHoldSince !== null,
      };
    },
  };
}
