import type { AppDb } from '@app/db/client';
import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import type { Language } from '@app/shared/rules/language';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import { ENDED_CALL_STATUSES } from '../../adapters/twilio-calls.ts';
import { dialConference, hangup, playDigits, response, type TwimlVerb } from '../../twiml.ts';
import { CALL_PATHS, callEndPath, conferenceName, inLanguage, legPath } from './call-paths.ts';
import { createCallSessionRepository } from './call-session-repository.ts';
import { ADVISOR_RING_SECONDS, CAP_BACKSTOP_SECONDS, callTimers } from './call-timers.ts';
import type { SettleCall, SettleOutcome } from './settlement.ts';
import { speak, speakConnecting, spokenAmount } from './voice-prompts.ts';

/** The Calls API a bridged call needs, and where Twilio reaches our webhooks. */
export interface CallBridge {
  twilio: Pick<
    TwilioCallsClient,
    'addParticipant' | 'getCall' | 'end' | 'hold' | 'setTimeLimit' | 'announce' | 'redirect'
  >;
  /** PUBLIC_URL: the Calls API is given absolute webhook URLs. */
  publicUrl: string;
  /** Arms the warning and the cap of a call just answered (call-timers.ts). */
  onAnswered(times: { warnAt: Date | null; capAt: Date }): void;
  /** Sends a caller waiting alone in the conference to the TwiML at `url` (the advisor never answered). */
  redirect(callSid: string, url: string): Promise<void>;
}

/**
 * The bridge of a call in a conference: the advisor's leg added through the Calls API, its status
 * callbacks (the answer starts the warning's and the cap's clocks, the end bills the call), and what
 * Twilio plays into the conference. `conference` is there only when the Calls API is (`bridge`);
 * without it a call is a plain <Dial timeLimit>, whose leg callbacks still settle.
 */
export function createCallBridge(deps: {
  db: AppDb;
  bridge: CallBridge | undefined;
  /** The settlement, with this instance's feed and message queue told after its commit. */
  settle: SettleCall;
  /** The number shown to the advisor (our toll-free line), when set. */
  callerId?: string | undefined;
  /** Where a failure of the Calls API is logged (the caller is told they were not charged). */
  onBridgeError?: ((error: unknown, callSid: string) => void) | undefined;
  /** Whether the caller may step out of the conference with star to top up (top-up-line.ts). */
  mayStepOut?: ((callSid: string) => Promise<boolean>) | undefined;
  now: () => Date;
}) {
  const { db, bridge, settle, now } = deps;
  const sessions = createCallSessionRepository(db);

  /**
   * The advisor answered: the warning and the cap are set from this second (callTimers), once — a
   * repeated callback keeps the first answer. Undefined when the call is no longer being dialled.
   */
  function markAnswered(input: {
    callSid: string;
    legSid: string;
    conferenceSid: string | undefined;
    now: Date;
  }): Promise<{ warnAt: Date | null; capAt: Date } | undefined> {
    return db.transaction(async (tx) => {
      const locked = createCallSessionRepository(tx);
      const session = await locked.lockDialing(input.callSid);
      if (!session) return undefined;
      if (session.answeredAt && session.capAt) return { warnAt: session.warnAt, capAt: session.capAt };
      const times = callTimers(input.now, session.reservedMinutes);
      await locked.recordAnswer({
        callSid: input.callSid,
        legSid: input.legSid,
        conferenceSid: input.conferenceSid,
        answeredAt: input.now,
        ...times,
      });
      return times;
    });
  }

  const conference = bridge && {
    /**
     * Bridges a reserved call in a conference: the advisor's leg is added through the Calls API, the
     * caller waits in the conference until the advisor answers. If the API refuses, the reservation is
     * released at once and the caller is told they were not charged.
     */
    async join(
      callSid: string,
      language: Language,
      outcome: { advisorName: string; advisorPhone: string; minutes: number },
      ourNumber: string,
      before: TwimlVerb[],
    ): Promise<string> {
      const name = conferenceName(callSid);
      try {
        const leg = await bridge.twilio.addParticipant(name, {
          // The advisor sees our toll-free number (Twilio sends it as To on every webhook).
          from: deps.callerId ?? (ourNumber || SUPPORT_PHONE_TEL),
          to: outcome.advisorPhone,
          statusCallback: `${bridge.publicUrl}${legPath(callSid, language)}`,
          timeLimitSeconds: outcome.minutes * 60 + CAP_BACKSTOP_SECONDS,
          ringSeconds: ADVISOR_RING_SECONDS,
        });
        await sessions.attachLeg({ callSid, legSid: leg.callSid, conferenceSid: leg.conferenceSid });
      } catch (error) {
        deps.onBridgeError?.(error, callSid);
        await settle({ callSid, connected: false, durationSeconds: 0 });
        return response(speak(language, 'notConnected'), hangup());
      }
      const mayStepOut = (await deps.mayStepOut?.(callSid)) ?? false;
      return response(
        ...before,
        speakConnecting(language, outcome),
        dialConference({
          name,
          action: inLanguage(CALL_PATHS.dialComplete, language),
          // Twilio's own bound on the caller's side: the ring, the minutes, and the goodbye's time.
          timeLimitSeconds: ADVISOR_RING_SECONDS + outcome.minutes * 60 + CAP_BACKSTOP_SECONDS * 2,
          mayStepOut,
        }),
      );
    },

    /**
     * The caller of a bridged call has left while it was still dialing: the advisor's leg decides. Ended,
     * it bills the call by its own length. Still up, it is ended, so the advisor is not left alone in a
     * conference: a leg that never answered bills nothing now (settled first, so its canceled callback
     * finds nothing left to do); one that did is billed by its own callback (under a minute, credited back).
     */
    /** Whether the advisor's leg is still talking (a caller who stepped out left them in the conference). */
    async legUp(legSid: string): Promise<boolean> {
      const leg = await bridge.twilio.getCall(legSid).catch(() => undefined);
      return leg?.status === 'in-progress';
    },

    async settleFromLeg(callSid: string, legSid: string): Promise<SettleOutcome | undefined> {
      const leg = await bridge.twilio.getCall(legSid).catch(() => undefined);
      if (!leg) return undefined;
      if (ENDED_CALL_STATUSES.has(leg.status)) {
        const talked = leg.status === 'completed' ? leg.durationSeconds : 0;
        return settle({ callSid, connected: talked > 0, durationSeconds: talked });
      }
      const ringing = leg.status === 'queued' || leg.status === 'ringing';
      const outcome = ringing ? await settle({ callSid, connected: false, durationSeconds: 0 }) : undefined;
      await bridge.twilio
        .end(legSid, ringing ? 'canceled' : 'completed')
        .catch((error) => deps.onBridgeError?.(error, callSid));
      return outcome;
    },
  };

  return {
    conference,

    /**
     * The advisor leg's status callback (a bridged call): its answer starts the warning's and the cap's
     * clocks; its end bills the call by its length; a leg that never answered frees the advisor and
     * sends the caller, still waiting in the conference, to "you were not charged".
     */
    async advisorLeg(input: {
      callSid: string;
      legSid: string;
      callStatus: string;
      durationSeconds: number;
      conferenceSid?: string;
      language?: Language;
    }): Promise<string> {
      const language = input.language ?? 'en';
      if (input.callStatus === 'in-progress' || input.callStatus === 'answered') {
        const times = await markAnswered({
          callSid: input.callSid,
          legSid: input.legSid,
          conferenceSid: input.conferenceSid,
          now: now(),
        });
        if (times) bridge?.onAnswered(times);
        return response();
      }
      if (!ENDED_CALL_STATUSES.has(input.callStatus)) return response();
      const session = await sessions.find(input.callSid);
      // Only this call's own leg may settle it (a callback of an older leg is ignored).
      if (session?.advisorLegSid && session.advisorLegSid !== input.legSid) return response();
      // An outbound leg's duration counts from its answer: a leg that never answered lasted 0 s.
      const talked = input.callStatus === 'completed' ? input.durationSeconds : 0;
      const outcome = await settle({
        callSid: input.callSid,
        connected: talked > 0,
        durationSeconds: talked,
      });
      if (outcome.kind === 'settled' && !outcome.connected && bridge) {
        const url = `${bridge.publicUrl}${callEndPath('not-connected', language)}`;
        await bridge.redirect(input.callSid, url).catch((error) => {
          // The caller's own <Dial timeLimit> still ends the wait.
          deps.onBridgeError?.(error, input.callSid);
        });
      }
      return response();
    },

    /**
     * What Twilio plays into a bridged call: the caller's warning (with the top-up on offer, when there is
     * one), the advisor's short tone, or "you have N more minutes" after a top-up.
     */
    announce(input: {
      kind: 'warning' | 'tone' | 'topped-up';
      language?: Language;
      minutes?: number | undefined;
      cents?: number | undefined;
    }): string {
      const language = input.language ?? 'en';
      const { minutes } = input;
      if (input.kind === 'tone') return response(playDigits('9'));
      if (input.kind === 'topped-up' && minutes !== undefined)
        return response(speak(language, 'toppedUp', { minutes }, { count: minutes }));
      if (input.kind === 'warning' && minutes !== undefined && input.cents !== undefined) {
        const amount = spokenAmount(language, input.cents);
        return response(speak(language, 'topUpOffer', { minutes, amount }, { count: minutes }));
      }
      return response(speak(language, 'oneMinuteLeft'));
    },

    /** Where a bridged call ends: the goodbye at the cap, or "not charged" when the advisor never answered. */
    callEnd(input: { kind: 'cap' | 'not-connected'; language?: Language }): string {
      const language = input.language ?? 'en';
      return response(speak(language, input.kind === 'cap' ? 'timeUp' : 'notConnected'), hangup());
    },
  };
}

export type CallBridgeService = ReturnType<typeof createCallBridge>;
