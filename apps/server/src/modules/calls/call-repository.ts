import type { AppDb } from '@app/db/client';
import {
  advisorHolds,
  advisors,
  callSessions,
  creditUsage,
  customerPhoneNumbers,
  customers,
} from '@app/db/schema';
import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { variantOf } from '@app/shared/messages/variant';
import { shownCustomerName } from '@app/shared/rules/customer';
import { genderContext } from '@app/shared/rules/grammatical-gender';
import { formatTimeIn, isLanguage, type Language, pathInLanguage } from '@app/shared/rules/language';
import { DROPPED_CALL_SECONDS } from '@app/shared/rules/trust';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { textNumberOf } from '../accounts/text-number.ts';
import { formatRemaining } from '../advisors/simulator.ts';
import { notifyAdvisorChange } from '../advisors/status-channel.ts';
import { spokenForMinutes } from '../credits/held-minutes.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { queueMessage } from '../messages/message-jobs.ts';
import { callReceipt, callReceiptSms } from './call-receipt.ts';
import { callTimers, RESERVE_HOLD_SECONDS } from './call-timers.ts';

export interface Caller {
  customerId: string;
  /** The name to greet by (shownCustomerName), or null: greeted without one. */
  name: string | null;
  /** Balance minus the minutes held by this customer's calls in progress. */
  availableMinutes: number;
  /** The language the line speaks to them. */
  language: Language;
}

export interface AdvisorOnLine {
  agentId: number;
  name: string;
  signedIn: boolean;
  onACall: boolean;
  availTime: number;
  isActive: boolean;
}

export type ConnectOutcome =
  | { kind: 'connected'; advisorName: string; advisorPhone: string; minutes: number }
  | { kind: 'no-minutes' }
  | { kind: 'advisor-unavailable' }
  | { kind: 'no-session' };

export type SettleOutcome =
  | { kind: 'settled'; minutesUsed: number; connected: boolean }
  | { kind: 'already-settled' }
  | { kind: 'no-session' };

/** The advisor is off the line: neither on a call nor held. */
async function freeAdvisor(tx: AppDb, agentId: number, now: Date): Promise<void> {
  await tx
    .update(advisors)
    .set({ onACall: false, bridged: false, availTime: 0, availTimeStr: '', updatedAt: now })
    .where(eq(advisors.agentId, agentId));
}

/** The NOTIFY the status feed of every instance listens to, sent with the transaction's commit. */
async function notifyAdvisorChanged(tx: AppDb, agentId: number): Promise<void> {
  await notifyAdvisorChange(tx, 'calls', agentId);
}

/**
 * The minutes a new call may not reserve: those of the customer's calls in progress, and those pending
 * refunds will take back (credits/held-minutes.ts).
 */
const heldMinutes = (tx: AppDb, customerId: string): Promise<number> => spokenForMinutes(tx, customerId);

/**
 * The call's receipt, queued in the settlement's transaction (so it is sent once, and only for a call
 * billed), in the customer's language, the way they chose on /profile: by e-mail (the default, and the
 * fallback when a text has no verified number to go to), by SMS, or not at all. A receipt is a
 * transactional message: the "offers and news" choice (emailnotifications) does not hold it back.
 */
async function queueCallReceipt(
  tx: AppDb,
  call: {
    callSid: string;
    fromNumber: string;
    customerId: string;
    agentId: number | null;
    callStart: Date;
    durationSeconds: number;
    minutesBilled: number;
    minutesCredited: number;
    balanceAfter: number;
  },
): Promise<void> {
  const [customer] = await tx
    .select({
      name: customers.name,
      email: customers.email,
      language: customers.language,
      callReceipts: customers.callReceipts,
    })
    .from(customers)
    .where(eq(customers.id, call.customerId));
  if (!customer || customer.callReceipts === 'none') return;
  const [advisor] =
    call.agentId === null
      ? []
      : await tx
          .select({ name: advisors.name, grammaticalGender: advisors.grammaticalGender })
          .from(advisors)
          .where(eq(advisors.agentId, call.agentId));
  const receipt = {
    language: isLanguage(customer.language) ? customer.language : 'en',
    customerName: shownCustomerName(customer.name, customer.email),
    advisorName: advisor?.name ?? '',
    advisorGender: advisor?.grammaticalGender ?? null,
    callStart: call.callStart,
    durationSeconds: call.durationSeconds,
    minutesBilled: call.minutesBilled,
    minutesCredited: call.minutesCredited,
    balanceAfter: call.balanceAfter,
  } as const;
  const phone =
    customer.callReceipts === 'sms' ? await textNumberOf(tx, call.customerId, call.fromNumber) : undefined;
  await queueMessage(
    tx,
    phone
      ? { key: `call-receipt:${call.callSid}`, channel: 'sms', to: phone, body: callReceiptSms(receipt) }
      : {
          key: `call-receipt:${call.callSid}`,
          channel: 'email',
          to: customer.email,
          ...callReceipt(receipt),
        },
  );
}

/**
 * The reserve's text: the advisor is held until `until`, a link to buy minutes, the number to call back.
 * To the number the customer called from when it is one of theirs, else their first verified number;
 * none without a verified number. Queued in the settlement's transaction, keyed by the call: once.
 */
async function queueHoldText(
  tx: AppDb,
  hold: {
    callSid: string;
    customerId: string;
    fromNumber: string;
    advisorName: string;
    advisorGender: string | null;
    until: Date;
  },
  publicUrl: string,
): Promise<void> {
  const [customer] = await tx
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, hold.customerId));
  const to = await textNumberOf(tx, hold.customerId, hold.fromNumber);
  if (!customer || !to) return;
  const language = isLanguage(customer.language) ? customer.language : 'en';
  await queueMessage(tx, {
    key: `call-hold:${hold.callSid}`,
    channel: 'sms',
    to,
    body: formatMessage(
      variantOf(messagesIn(language).calls.hold, 'sms', {
        language,
        context: genderContext(hold.advisorGender),
      }),
      {
        product: BRAND.productName,
        advisor: hold.advisorName,
        time: formatTimeIn(language, hold.until),
        url: new URL(pathInLanguage('/purchase', language), publicUrl).href,
        phone: SUPPORT_PHONE,
      },
    ),
  });
}

export function createCallsRepository(
  db: AppDb,
  options: { defaultPayoutCentsPerMinute?: number; publicUrl?: string } = {},
) {
  const defaultPayout = options.defaultPayoutCentsPerMinute ?? 0;
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  /**
   * A call's transaction in the one lock order of money (moneyTransaction): the customer row, then the
   * session, then the advisor. The session's customer never changes, so it can be read before the lock.
   */
  async function inCustomerOrder<T>(
    callSid: string,
    missing: T,
    work: (tx: AppDb, customer: { credits: number }) => Promise<T>,
  ): Promise<T> {
    const [session] = await db
      .select({ customerId: callSessions.customerId })
      .from(callSessions)
      .where(eq(callSessions.callSid, callSid))
      .limit(1);
    if (!session) return missing;
    return moneyTransaction(db, session.customerId, work);
  }

  return {
    /** SPEC 5: callers are matched on the last 10 digits; inactive or deleted customers are unknown. */
    async findCaller(lookupKey: string): Promise<Caller | undefined> {
      const [row] = await db
        .select({
          customerId: customers.id,
          name: customers.name,
          email: customers.email,
          credits: customers.credits,
          language: customers.language,
        })
        .from(customerPhoneNumbers)
        .innerJoin(customers, eq(customers.id, customerPhoneNumbers.customerId))
        .where(
          and(
            eq(customerPhoneNumbers.lookupKey, lookupKey),
            eq(customers.isActive, true),
            isNull(customers.deletedAt),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const held = await heldMinutes(db, row.customerId);
      return {
        customerId: row.customerId,
        name: shownCustomerName(row.name, row.email),
        availableMinutes: Math.max(0, row.credits - held),
        language: isLanguage(row.language) ? row.language : 'en',
      };
    },

    /**
     * Claims up to `limit` calls still 'dialing' after their time limit plus `marginMs`, for the
     * reconciliation job: each is claimed by one instance for `claimMs` (SKIP LOCKED, then a claim
     * timestamp), so two instances never ask Twilio about the same call at once and a crashed run's
     * claims simply expire.
     */
    async claimStaleSessions(input: { now: Date; marginMs: number; claimMs: number; limit: number }) {
      const now = input.now.toISOString();
      const result = await db.execute<{ call_sid: string }>(sql`
        update ${callSessions}
        set reconcile_after = ${new Date(input.now.getTime() + input.claimMs).toISOString()}::timestamptz
        where call_sid in (
          select call_sid from ${callSessions}
          where status = 'dialing'
            and coalesce(dial_started_at, created_at) + make_interval(mins => reserved_minutes)
                + ${`${Math.round(input.marginMs / 1000)} seconds`}::interval < ${now}::timestamptz
            and (reconcile_after is null or reconcile_after <= ${now}::timestamptz)
          order by dial_started_at
          limit ${input.limit}
          for update skip locked
        )
        returning call_sid`);
      return (result as unknown as { rows: { call_sid: string }[] }).rows.map((row) => row.call_sid);
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

    /** Twilio may retry the first webhook: the same CallSid keeps its one session. */
    async openSession(input: { callSid: string; customerId: string; fromNumber: string }): Promise<void> {
      await db.insert(callSessions).values(input).onConflictDoNothing({ target: callSessions.callSid });
    },

    async findSession(callSid: string) {
      const [row] = await db.select().from(callSessions).where(eq(callSessions.callSid, callSid)).limit(1);
      return row;
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

    async findAdvisor(agentId: number): Promise<AdvisorOnLine | undefined> {
      const [row] = await db
        .select({
          agentId: advisors.agentId,
          name: advisors.name,
          signedIn: advisors.signedIn,
          onACall: advisors.onACall,
          availTime: advisors.availTime,
          isActive: advisors.isActive,
        })
        .from(advisors)
        .where(eq(advisors.agentId, agentId))
        .limit(1);
      return row;
    },

    /**
     * Reserves the advisor and the customer's available minutes in one transaction. The customer row is
     * locked, so two simultaneous calls of one customer reserve one after the other and the second sees
     * only what the first left; the advisor is taken with a conditional update, so two callers cannot
     * both get the same advisor.
     */
    connect(input: {
      callSid: string;
      agentId: number;
      now: Date;
      /** A call back within the reserve: the advisor held for this customer is theirs again. */
      fromHold?: boolean;
    }): Promise<ConnectOutcome> {
      return inCustomerOrder(input.callSid, { kind: 'no-session' }, async (tx, customer) => {
        const [session] = await tx
          .select()
          .from(callSessions)
          .where(eq(callSessions.callSid, input.callSid))
          .for('update');
        if (session?.status !== 'gathering') return { kind: 'no-session' };
        const available = Math.max(0, customer.credits - (await heldMinutes(tx, session.customerId)));
        if (available <= 0) {
          await tx
            .update(callSessions)
            .set({ status: 'refused', endedAt: input.now })
            .where(eq(callSessions.callSid, input.callSid));
          return { kind: 'no-minutes' };
        }
        const seconds = available * 60;
        // The hold (locked after the session, before the advisor) ends here when it is this customer's.
        const reconnected = input.fromHold
          ? await tx
              .update(advisorHolds)
              .set({ releasedAt: input.now, outcome: 'reconnected' })
              .where(
                and(
                  eq(advisorHolds.agentId, input.agentId),
                  eq(advisorHolds.customerId, session.customerId),
                  isNull(advisorHolds.releasedAt),
                  gt(advisorHolds.until, input.now),
                ),
              )
              .returning({ callSid: advisorHolds.callSid })
          : [];
        const [advisor] = await tx
          .update(advisors)
          .set({
            onACall: true,
            bridged: true,
            availTime: seconds,
            availTimeStr: formatRemaining(seconds),
            updatedAt: input.now,
          })
          .where(
            and(
              eq(advisors.agentId, input.agentId),
              eq(advisors.isActive, true),
              eq(advisors.signedIn, true),
              // Held for this caller, the advisor is still 'on a call' for everyone else.
              reconnected.length > 0 ? undefined : eq(advisors.onACall, false),
            ),
          )
          .returning({ name: advisors.name, phoneNumber: advisors.phoneNumber });
        if (!advisor) {
          // Gone offline during the hold: the hold has ended, so they are no longer held busy either.
          if (reconnected.length > 0) await freeAdvisor(tx, input.agentId, input.now);
          return { kind: 'advisor-unavailable' };
        }
        await tx
          .update(callSessions)
          .set({
            status: 'dialing',
            advisorAgentId: input.agentId,
            reservedMinutes: available,
            dialStartedAt: input.now,
          })
          .where(eq(callSessions.callSid, input.callSid));
        await notifyAdvisorChanged(tx, input.agentId);
        return {
          kind: 'connected',
          advisorName: advisor.name,
          advisorPhone: advisor.phoneNumber,
          minutes: available,
        };
      });
    },

    /** The advisor held for this customer right now (the reserve), if any. */
    async findHold(customerId: string, now: Date) {
      const [row] = await db
        .select({
          agentId: advisorHolds.agentId,
          name: advisors.name,
          grammaticalGender: advisors.grammaticalGender,
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

    /**
     * Ends the holds past their time and frees their advisors, each hold once whichever instance runs
     * it (SKIP LOCKED; the hold, then the advisor, the order connect takes them in). Returns how many.
     */
    async releaseExpiredHolds(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await tx
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
        for (const { agentId } of expired) {
          await freeAdvisor(tx, agentId, now);
          await notifyAdvisorChanged(tx, agentId);
        }
        return expired.length;
      });
    },

    /** The advisor's leg of a bridged call, once the Calls API has added it to the conference. */
    async attachLeg(input: { callSid: string; legSid: string; conferenceSid: string }): Promise<void> {
      await db
        .update(callSessions)
        .set({ advisorLegSid: input.legSid, conferenceSid: input.conferenceSid })
        .where(and(eq(callSessions.callSid, input.callSid), eq(callSessions.status, 'dialing')));
    },

    /**
     * The advisor answered: the warning and the cap are set from this second (callTimers), once — a
     * repeated callback keeps the first answer. Undefined when the call is no longer being dialled.
     */
    async markAnswered(input: {
      callSid: string;
      legSid: string;
      conferenceSid: string | undefined;
      now: Date;
    }): Promise<{ warnAt: Date | null; capAt: Date } | undefined> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(callSessions)
          .where(and(eq(callSessions.callSid, input.callSid), eq(callSessions.status, 'dialing')))
          .for('update');
        if (!session) return undefined;
        if (session.answeredAt && session.capAt) return { warnAt: session.warnAt, capAt: session.capAt };
        const times = callTimers(input.now, session.reservedMinutes);
        await tx
          .update(callSessions)
          .set({
            advisorLegSid: input.legSid,
            ...(input.conferenceSid ? { conferenceSid: input.conferenceSid } : {}),
            answeredAt: input.now,
            warnAt: times.warnAt,
            capAt: times.capAt,
          })
          .where(eq(callSessions.callSid, input.callSid));
        return times;
      });
    },

    /**
     * Claims the warnings and caps due at `now`, each once whichever instance asks (an UPDATE of rows
     * locked with SKIP LOCKED). A warning whose cap is already due is dropped: the goodbye says it all.
     */
    async claimDueTimers(now: Date) {
      const at = now.toISOString();
      type Row = {
        call_sid: string;
        conference_sid: string | null;
        advisor_leg_sid: string | null;
        language: string;
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
          returning s.call_sid, s.conference_sid, s.advisor_leg_sid, c.language`);
        return (result as unknown as { rows: Row[] }).rows
          .filter((row) => row.conference_sid !== null)
          .map((row) => ({
            callSid: row.call_sid,
            conferenceSid: row.conference_sid as string,
            advisorLegSid: row.advisor_leg_sid,
            language: (row.language === 'fr' ? 'fr' : 'en') as Language,
          }));
      };
      const caps = await claim('capped_at', sql`cap_at <= ${at}::timestamptz`);
      const warnings = await claim(
        'warned_at',
        sql`warned_at is null and warn_at <= ${at}::timestamptz and cap_at > ${at}::timestamptz`,
      );
      return { warnings, caps };
    },

    /**
     * Settles a call exactly once: the session row is locked and leaves 'dialing' in the same transaction
     * that writes the usage row, debits the ledger and frees the advisor, so a replayed dial-complete finds
     * it settled and changes nothing (credit_usage.call_sid and the ledger's reference are the backstops).
     */
    settle(input: {
      callSid: string;
      connected: boolean;
      durationSeconds: number;
      now: Date;
    }): Promise<SettleOutcome> {
      return inCustomerOrder(input.callSid, { kind: 'no-session' }, async (tx) => {
        const [session] = await tx
          .select()
          .from(callSessions)
          .where(eq(callSessions.callSid, input.callSid))
          .for('update');
        if (!session) return { kind: 'no-session' };
        if (session.status !== 'dialing') return { kind: 'already-settled' };

        let minutesUsed = 0;
        if (input.connected && input.durationSeconds > 0) {
          // Twilio's timeLimit bounds the call to the reservation; the cap guards against a clock mismatch.
          minutesUsed = Math.min(Math.ceil(input.durationSeconds / 60), session.reservedMinutes);
          // A bridged call starts when the advisor answered; a dialled one when the dial began.
          const callStart = session.answeredAt ?? session.dialStartedAt ?? input.now;
          const inserted = await tx
            .insert(creditUsage)
            .values({
              customerId: session.customerId,
              callSid: session.callSid,
              advisorAgentId: session.advisorAgentId,
              callStart,
              callEnd: new Date(callStart.getTime() + input.durationSeconds * 1000),
              minutesUsed,
              durationSeconds: input.durationSeconds,
              // The advisor's rate now, so a later change of rate never rewrites what this call earned.
              payoutCentsPerMinute: sql`coalesce((select ${advisors.payoutCentsPerMinute} from ${advisors} where ${advisors.agentId} = ${session.advisorAgentId}), ${defaultPayout})`,
            })
            .onConflictDoNothing({ target: creditUsage.callSid })
            .returning({ id: creditUsage.id });
          if (inserted.length > 0 && minutesUsed > 0) {
            const debit = await applyLedgerEntry(tx, {
              customerId: session.customerId,
              kind: 'call_usage',
              delta: -minutesUsed,
              reference: session.callSid,
              onShortfall: 'clamp',
            });
            // A call that dropped in its first minute is billed by the rule, then given back at once: the
            // usage row keeps what the advisor's leg lasted, the ledger shows the minute returned.
            let credited = 0;
            let balanceAfter = debit.balanceAfter;
            if (input.durationSeconds < DROPPED_CALL_SECONDS && debit.delta < 0) {
              const credit = await applyLedgerEntry(tx, {
                customerId: session.customerId,
                kind: 'dropped_call_credit',
                delta: -debit.delta,
                reference: session.callSid,
              });
              credited = credit.delta;
              balanceAfter = credit.balanceAfter;
            }
            await queueCallReceipt(tx, {
              callSid: session.callSid,
              fromNumber: session.fromNumber,
              customerId: session.customerId,
              agentId: session.advisorAgentId,
              callStart,
              durationSeconds: input.durationSeconds,
              minutesBilled: -debit.delta,
              minutesCredited: credited,
              balanceAfter,
            });
          }
        }
        await tx
          .update(callSessions)
          .set({
            status: input.connected && input.durationSeconds > 0 ? 'completed' : 'not_connected',
            reservedMinutes: 0,
            endedAt: input.now,
          })
          .where(eq(callSessions.callSid, input.callSid));
        if (session.advisorAgentId !== null) {
          // The reserve: a call its cap ended holds the advisor for this customer a little while
          // (still busy in the feed), and the customer is texted how to come back; any other call frees them.
          const holdUntil =
            input.connected && input.durationSeconds > 0 && session.cappedAt
              ? new Date(input.now.getTime() + RESERVE_HOLD_SECONDS * 1000)
              : null;
          const held = holdUntil
            ? await tx
                .insert(advisorHolds)
                .values({
                  callSid: session.callSid,
                  agentId: session.advisorAgentId,
                  customerId: session.customerId,
                  until: holdUntil,
                })
                .onConflictDoNothing()
                .returning({ callSid: advisorHolds.callSid })
            : [];
          if (holdUntil && held.length > 0) {
            const [advisor] = await tx
              .update(advisors)
              .set({
                onACall: true,
                bridged: false,
                availTime: RESERVE_HOLD_SECONDS,
                availTimeStr: formatRemaining(RESERVE_HOLD_SECONDS),
                updatedAt: input.now,
              })
              .where(eq(advisors.agentId, session.advisorAgentId))
              .returning({ name: advisors.name, grammaticalGender: advisors.grammaticalGender });
            await queueHoldText(
              tx,
              {
                callSid: session.callSid,
                customerId: session.customerId,
                fromNumber: session.fromNumber,
                advisorName: advisor?.name ?? '',
                advisorGender: advisor?.grammaticalGender ?? null,
                until: holdUntil,
              },
              publicUrl,
            );
          } else {
            await freeAdvisor(tx, session.advisorAgentId, input.now);
          }
          await notifyAdvisorChanged(tx, session.advisorAgentId);
        }
        return { kind: 'settled', minutesUsed, connected: input.connected && input.durationSeconds > 0 };
      });
    },
  };
}

export type CallsRepository = ReturnType<typeof createCallsRepository>;
