import type { FastifyBaseLogger } from 'fastify';
import { ENDED_CALL_STATUSES, type TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import type { CallSessionRepository } from './call-session-repository.ts';
import type { CallSettlement } from './settlement.ts';

export interface CallReconciliation {
  settled: number;
  stillLive: number;
  abandoned: number;
}

/** Beyond its time limit, a call gets this long for Twilio's dial-complete before we ask Twilio. */
export const CALL_SETTLE_MARGIN_MS = 5 * 60_000;
/** A call still choosing an extension after this long has hung up; its session holds nothing. */
const GATHERING_TIMEOUT_MS = 60 * 60_000;

/**
 * Settles the calls whose dial-complete never arrived, from Twilio's own record: the call (ended or
 * not) and the leg that <Dial> created (its duration is the time talked). The same settle as the
 * webhook (one transaction, customer first, exactly once), so a late dial-complete finds it settled.
 * A call Twilio does not know is settled as not connected: nothing is billed and the advisor is freed.
 */
export function createCallReconciler(deps: {
  sessions: Pick<CallSessionRepository, 'closeAbandonedGathering' | 'claimStale' | 'find'>;
  /** The settlement, as the app counts it (observe.ts). */
  settlement: Pick<CallSettlement, 'settle'>;
  twilio: TwilioCallsClient | undefined;
  log: FastifyBaseLogger;
  onAdvisorChanged?: () => void | Promise<void>;
}) {
  const { sessions, settlement, twilio, log } = deps;

  /** The webhook's own settle; true when this run billed the call. */
  async function settleOne(callSid: string, talked: number, now: Date, known: boolean): Promise<boolean> {
    const settled = await settlement.settle({ callSid, connected: talked > 0, durationSeconds: talked, now });
    if (settled.kind !== 'settled') return false;
    await deps.onAdvisorChanged?.();
    log.warn(
      { callSid, seconds: talked, known },
      'call settled by reconciliation (its dial-complete never arrived)',
    );
    return true;
  }

  return {
    async run(now: Date): Promise<CallReconciliation> {
      const outcome: CallReconciliation = { settled: 0, stillLive: 0, abandoned: 0 };
      outcome.abandoned = await sessions.closeAbandonedGathering(
        new Date(now.getTime() - GATHERING_TIMEOUT_MS),
      );
      const stale = await sessions.claimStale({
        now,
        marginMs: CALL_SETTLE_MARGIN_MS,
        claimMs: 2 * 60_000,
        limit: 50,
      });
      if (stale.length > 0 && !twilio) {
        log.warn({ calls: stale.length }, 'calls left open but Twilio is not configured: not settled');
        return outcome;
      }
      for (const callSid of stale) {
        try {
          // A bridged call is billed by its advisor's leg, a participant of the conference.
          const legSid = (await sessions.find(callSid))?.advisorLegSid;
          if (legSid) {
            const leg = await twilio?.getCall(legSid);
            if (leg && !ENDED_CALL_STATUSES.has(leg.status)) {
              log.warn(
                { callSid, status: leg.status },
                "a bridged call's advisor leg is still live at Twilio",
              );
              outcome.stillLive += 1;
              continue;
            }
            const talked = leg?.status === 'completed' ? leg.durationSeconds : 0;
            if (await settleOne(callSid, talked, now, leg !== undefined)) outcome.settled += 1;
            continue;
          }
          const call = await twilio?.getCall(callSid);
          if (call && !ENDED_CALL_STATUSES.has(call.status)) {
            // Twilio's timeLimit should have ended it; ask again at the next run.
            log.warn({ callSid, status: call.status }, 'call past its time limit is still live at Twilio');
            outcome.stillLive += 1;
            continue;
          }
          const legs = call ? ((await twilio?.childCalls(callSid)) ?? []) : [];
          const talked = Math.max(
            0,
            ...legs.filter((leg) => leg.status === 'completed').map((leg) => leg.durationSeconds),
          );
          if (await settleOne(callSid, talked, now, call !== undefined)) outcome.settled += 1;
        } catch (error) {
          log.error({ err: error, callSid }, 'call reconciliation failed; retried at a later run');
        }
      }
      return outcome;
    },
  };
}

export type CallReconciler = ReturnType<typeof createCallReconciler>;
