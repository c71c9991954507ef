import type { AppDb } from '@app/db/client';
import { DROPPED_CALL_SECONDS } from '@app/shared/rules/trust';
import { formatRemaining } from '../advisors/simulator.ts';
import { notifyAdvisorChange } from '../advisors/status-channel.ts';
import { spokenForMinutes } from '../credits/held-minutes.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { earnCall } from '../earnings/ledger.ts';
import { createAdvisorHoldRepository } from './advisor-hold-repository.ts';
import { type BusyFor, createCallAdvisorRepository } from './call-advisor-repository.ts';
import { createCallSessionRepository } from './call-session-repository.ts';
import { RESERVE_HOLD_SECONDS } from './call-timers.ts';
import { freeOrHoldForLine, type LineHooks } from './line-hold.ts';
import { queueCallReceipt, queueHoldText } from './settlement-messages.ts';

export type ConnectOutcome =
  | { kind: 'connected'; advisorName: string; advisorPhone: string; minutes: number }
  | { kind: 'no-minutes' }
  | { kind: 'advisor-unavailable' }
  | { kind: 'no-session' };

export type SettleOutcome =
  | { kind: 'settled'; minutesUsed: number; connected: boolean }
  | { kind: 'already-settled' }
  | { kind: 'no-session' };

export interface SettleInput {
  callSid: string;
  connected: boolean;
  durationSeconds: number;
  now: Date;
}

const busyFor = (seconds: number): BusyFor => ({
  availTime: seconds,
  availTimeStr: formatRemaining(seconds),
});

/**
 * Where a call's minutes move: `connect` reserves them with the advisor, `settle` bills them once. Both
 * run in the one lock order of money (moneyTransaction): the customer row, then the session, then the
 * hold, then the advisor. The session's customer never changes, so it is read before the lock.
 */
export function createCallSettlement(
  db: AppDb,
  options: { defaultPayoutCentsPerMinute?: number; publicUrl?: string; line?: LineHooks | undefined } = {},
) {
  const defaultPayout = options.defaultPayoutCentsPerMinute ?? 0;
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';

  async function inCustomerOrder<T>(
    callSid: string,
    missing: T,
    work: (tx: AppDb, customer: { credits: number }) => Promise<T>,
  ): Promise<T> {
    const customerId = await createCallSessionRepository(db).customerOf(callSid);
    if (customerId === undefined) return missing;
    return moneyTransaction(db, customerId, work);
  }

  return {
    /**
     * Reserves the advisor and the customer's available minutes (credits minus the minutes spoken for:
     * other calls' reservations, pending refunds) in one transaction. The customer row is locked, so two
     * simultaneous calls of one customer reserve one after the other and the second sees only what the
     * first left; the advisor is taken with a conditional update, so two callers cannot both get them.
     */
    connect(input: {
      callSid: string;
      agentId: number;
      now: Date;
      /** A call back within the reserve: the advisor held for this customer is theirs again. */
      fromHold?: boolean;
    }): Promise<ConnectOutcome> {
      return inCustomerOrder(input.callSid, { kind: 'no-session' }, async (tx, customer) => {
        const sessions = createCallSessionRepository(tx);
        const advisors = createCallAdvisorRepository(tx);
        const session = await sessions.lock(input.callSid);
        if (session?.status !== 'gathering') return { kind: 'no-session' };
        const available = Math.max(0, customer.credits - (await spokenForMinutes(tx, session.customerId)));
        if (available <= 0) {
          await sessions.markRefused(input.callSid, input.now);
          return { kind: 'no-minutes' };
        }
        // The hold (locked after the session, before the advisor) ends here when it is this customer's.
        const reconnected = input.fromHold
          ? await createAdvisorHoldRepository(tx).reconnect({
              agentId: input.agentId,
              customerId: session.customerId,
              now: input.now,
            })
          : false;
        const advisor = await advisors.take({
          agentId: input.agentId,
          held: reconnected,
          busy: busyFor(available * 60),
          now: input.now,
        });
        if (!advisor) {
          // Gone offline during the hold: the hold has ended, so they are no longer held busy either.
          if (reconnected) await advisors.free(input.agentId, input.now);
          return { kind: 'advisor-unavailable' };
        }
        await sessions.markDialing({
          callSid: input.callSid,
          agentId: input.agentId,
          reservedMinutes: available,
          now: input.now,
        });
        // The NOTIFY every instance's status feed listens to, sent with the commit.
        await notifyAdvisorChange(tx, 'calls', input.agentId);
        return {
          kind: 'connected',
          advisorName: advisor.name,
          advisorPhone: advisor.phoneNumber,
          minutes: available,
        };
      });
    },

    /**
     * Settles a call exactly once: the session row is locked and leaves 'dialing' in the same transaction
     * that writes the usage row, debits the ledger and frees the advisor, so a replayed dial-complete finds
     * it settled and changes nothing (credit_usage.call_sid and the ledger's reference are the backstops).
     */
    settle(input: SettleInput): Promise<SettleOutcome> {
      return inCustomerOrder(input.callSid, { kind: 'no-session' }, async (tx) => {
        const sessions = createCallSessionRepository(tx);
        const session = await sessions.lock(input.callSid);
        if (!session) return { kind: 'no-session' };
        if (session.status !== 'dialing') return { kind: 'already-settled' };
        const talked = input.connected && input.durationSeconds > 0;

        let minutesUsed = 0;
        let earned: { minutesBilled: number; rateCents: number } | null = null;
        if (talked) {
          // The time the caller spent in the top-up menu (the advisor on hold) is not talk time.
          const onHold = session.onHoldSince
            ? Math.round(Math.max(0, input.now.getTime() - session.onHoldSince.getTime()) / 1000)
            : 0;
          const talkedSeconds = Math.max(0, input.durationSeconds - session.heldSeconds - onHold);
          // Twilio's timeLimit bounds the call to the reservation; the cap guards against a clock mismatch.
          minutesUsed = Math.min(Math.ceil(talkedSeconds / 60), session.reservedMinutes);
          // A bridged call starts when the advisor answered; a dialled one when the dial began.
          const callStart = session.answeredAt ?? session.dialStartedAt ?? input.now;
          const inserted = await sessions.insertUsage({
            customerId: session.customerId,
            callSid: session.callSid,
            advisorAgentId: session.advisorAgentId,
            callStart,
            callEnd: new Date(callStart.getTime() + talkedSeconds * 1000),
            minutesUsed,
            durationSeconds: talkedSeconds,
            defaultPayoutCentsPerMinute: defaultPayout,
          });
          if (inserted && minutesUsed > 0) {
            // What the advisor earns: the minutes billed at the stored rate, whatever the customer is
            // given back below (rules/earnings.ts, callEarningsCents).
            earned = { minutesBilled: minutesUsed, rateCents: inserted.rateCents };
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
            if (talkedSeconds < DROPPED_CALL_SECONDS && debit.delta < 0) {
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
              durationSeconds: talkedSeconds,
              minutesBilled: -debit.delta,
              minutesCredited: credited,
              balanceAfter,
            });
          }
        }
        await sessions.close({
          callSid: input.callSid,
          status: talked ? 'completed' : 'not_connected',
          now: input.now,
        });
        if (session.advisorAgentId !== null) {
          const agentId = session.advisorAgentId;
          const advisors = createCallAdvisorRepository(tx);
          // The reserve: a call its cap ended holds the advisor for this customer a little while
          // (still busy in the feed), and the customer is texted how to come back; any other call frees them.
          const holdUntil =
            talked && session.cappedAt ? new Date(input.now.getTime() + RESERVE_HOLD_SECONDS * 1000) : null;
          const held = holdUntil
            ? await createAdvisorHoldRepository(tx).open({
                callSid: session.callSid,
                agentId,
                customerId: session.customerId,
                until: holdUntil,
              })
            : false;
          if (holdUntil && held) {
            const advisor = await advisors.holdBusy({
              agentId,
              busy: busyFor(RESERVE_HOLD_SECONDS),
              now: input.now,
            });
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
            // Free, unless the first of their call-back line is called back now (held for them).
            await freeOrHoldForLine(tx, agentId, input.now, options.line);
          }
          await notifyAdvisorChange(tx, 'calls', agentId);
          // The advisor's earnings row is the last lock of a settlement (after the customer's and the advisor's).
          if (earned) await earnCall(tx, { agentId, callSid: session.callSid, ...earned });
        }
        return { kind: 'settled', minutesUsed, connected: talked };
      });
    },
  };
}

export type CallSettlement = ReturnType<typeof createCallSettlement>;

/** A settlement as the line asks for it: at this moment, its hooks told once it has committed. */
export type SettleCall = (input: Omit<SettleInput, 'now'>) => Promise<SettleOutcome>;

/**
 * The line's settle: after a settlement that committed, this instance's feed is told at once (the
 * others hear the NOTIFY) and the message queue may send the receipt now.
 */
export function settleAndNotify(
  settlement: Pick<CallSettlement, 'settle'>,
  hooks: {
    now: () => Date;
    onAdvisorChanged?: (() => void | Promise<void>) | undefined;
    /** The receipt may be sent, and a call back claimed by the settlement placed (awaited, never thrown). */
    onSettled?: (() => void | Promise<void>) | undefined;
  },
): SettleCall {
  return async (input) => {
    const outcome = await settlement.settle({ ...input, now: hooks.now() });
    if (outcome.kind === 'settled') {
      await hooks.onAdvisorChanged?.();
      await hooks.onSettled?.();
    }
    return outcome;
  };
}
