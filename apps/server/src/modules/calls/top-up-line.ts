import type { AppDb } from '@app/db/client';
import { advisors } from '@app/db/schema';
import type { Language } from '@app/shared/rules/language';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import { dialConference, gather, hangup, redirect, response, type TwimlVerb } from '../../twiml.ts';
import { formatRemaining } from '../advisors/simulator.ts';
import { notifyAdvisorChange } from '../advisors/status-channel.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import type { TopUpOffer, TopUpOutcome, TopUps } from '../payments/top-ups.ts';
import { announcePath, conferenceName, dialCompletePath, rejoinPath, topUpPath } from './call-paths.ts';
import { createCallSessionRepository } from './call-session-repository.ts';
import { CAP_BACKSTOP_SECONDS } from './call-timers.ts';
import { createTopUpSessionRepository, type ResumedCall } from './top-up-session-repository.ts';
import { speak, spokenAmount } from './voice-prompts.ts';

/** What the caller hears about a top-up that added nothing, before going back to the reading. */
function whyNothingAdded(outcome: TopUpOutcome, language: Language): TwimlVerb[] {
  switch (outcome.kind) {
    case 'declined':
      return [speak(language, 'topUpDeclined')];
    case 'unusable':
      return [speak(language, 'topUpUnusable')];
    case 'pending':
      return [speak(language, 'topUpPending')];
    case 'failed':
    case 'no-method':
      return [speak(language, 'topUpFailed')];
    default:
      return [];
  }
}

/**
 * A bridged call's top-ups on the phone (issue 40). A caller with a saved PayPal account may leave the
 * conference with star (hangupOnStar): the advisor is put on hold and the call's clock stops; the menu
 * offers the customer's bundle, 1 charges it (once per round, however often the press is replayed), and
 * the caller rejoins with the cap, the warning and the advisor leg's own time limit moved. Any other key,
 * a decline or a limit rejoins the call unchanged. The automatic top-up runs at the warning instead.
 */
export function createTopUpLine(deps: {
  db: AppDb;
  topUps: Pick<TopUps, 'offer' | 'charge'>;
  twilio: Pick<TwilioCallsClient, 'hold' | 'setTimeLimit' | 'announce' | 'redirect'>;
  publicUrl: string;
  /** Arms this instance's timers for the call's new warning and cap. */
  onMoved(times: { warnAt: Date | null; capAt: Date }): void;
  /** Spoken refusals of the spending limits come as text from the top-up; said in the call's voice. */
  say(text: string, language: Language): TwimlVerb;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, twilio, log, now } = deps;
  const sessions = createCallSessionRepository(db);
  const absolute = (path: string) => `${deps.publicUrl}${path}`;

  /** Twilio's side of a resumed call: the advisor off hold, their leg's limit and the timers moved. */
  async function afterResume(callSid: string, call: ResumedCall, added: number, language: Language) {
    const quietly = (what: string) => (error: unknown) =>
      log.error({ err: error, callSid }, `top-up: ${what} failed`);
    if (call.conferenceSid && call.advisorLegSid) {
      if (call.wasOnHold) {
        await twilio.hold(call.conferenceSid, call.advisorLegSid, false).catch(quietly('unhold'));
      }
      if (added > 0) {
        const limit =
          Math.ceil((call.capAt.getTime() - call.answeredAt.getTime()) / 1000) + CAP_BACKSTOP_SECONDS;
        await twilio.setTimeLimit(call.advisorLegSid, limit).catch(quietly('advisor time limit'));
        await twilio
          .announce(
            call.conferenceSid,
            call.advisorLegSid,
            absolute(announcePath('topped-up', language, { minutes: added })),
          )
          .catch(quietly('advisor announcement'));
      }
    }
    deps.onMoved({ warnAt: call.warnAt, capAt: call.capAt });
  }

  /**
   * Ends the hold and moves the call's clock, adding `added` minutes when this is still the round they
   * were bought for (a replayed key-press finds the round moved on and adds nothing twice).
   */
  async function resume(callSid: string, added: number, round: number | undefined, language: Language) {
    const customerId = await sessions.customerOf(callSid);
    if (!customerId) return undefined;
    const at = now();
    const resumed = await moneyTransaction(db, customerId, async (tx) => {
      const rows = createTopUpSessionRepository(tx);
      const current = await createCallSessionRepository(tx).find(callSid);
      const adding = round === undefined || current?.topUpRound === round ? added : 0;
      const call = await rows.resume(callSid, at, adding);
      if (call && adding > 0 && call.advisorAgentId !== null) {
        // The feed's busy time follows the new end (the advisor's row after the session's).
        const seconds = Math.max(0, Math.round((call.capAt.getTime() - at.getTime()) / 1000));
        await tx
          .update(advisors)
          .set({ availTime: seconds, availTimeStr: formatRemaining(seconds), updatedAt: at })
          .where(and(eq(advisors.agentId, call.advisorAgentId), eq(advisors.onACall, true)));
        await notifyAdvisorChange(tx, 'calls', call.advisorAgentId);
      }
      return call && { call, adding };
    });
    if (resumed) await afterResume(callSid, resumed.call, resumed.adding, language);
    return resumed;
  }

  /** The caller back in the conference, after `before`; the call's end when it ended meanwhile. */
  function backInCall(
    callSid: string,
    call: ResumedCall | undefined,
    language: Language,
    before: TwimlVerb[],
  ) {
    if (!call) return response(...before, speak(language, 'readingEnded'), hangup());
    const left = Math.max(0, Math.ceil((call.capAt.getTime() - now().getTime()) / 1000));
    return response(
      ...before,
      dialConference({
        name: conferenceName(callSid),
        action: dialCompletePath(language, Math.floor(now().getTime() / 1000)),
        timeLimitSeconds: left + CAP_BACKSTOP_SECONDS * 2,
        mayStepOut: true,
      }),
    );
  }

  const toppedUp = (language: Language, minutes: number) =>
    speak(language, 'toppedUp', { minutes }, { count: minutes });

  return {
    /** At the bridge: whether this caller may step out to top up (a saved account now); marks the call. */
    async mayStepOut(callSid: string): Promise<boolean> {
      const customerId = await sessions.customerOf(callSid);
      const offer = customerId ? await deps.topUps.offer(customerId).catch(() => undefined) : undefined;
      if (offer) await createTopUpSessionRepository(db).markOffered(callSid);
      return offer !== undefined;
    },

    /**
     * The caller pressed star (their <Dial> ended, they are still on the line, the advisor's leg is up):
     * the advisor waits on hold, the caller hears the offer. Undefined when this call cannot top up now.
     */
    async stepOut(callSid: string, language: Language): Promise<string | undefined> {
      const held = await createTopUpSessionRepository(db).startHold(callSid, now());
      if (!held) return undefined;
      if (held.conferenceSid && held.advisorLegSid) {
        await twilio
          .hold(held.conferenceSid, held.advisorLegSid, true)
          .catch((error) => log.error({ err: error, callSid }, 'top-up: advisor hold failed'));
      }
      const offer: TopUpOffer | undefined = await deps.topUps.offer(held.customerId).catch(() => undefined);
      if (!offer)
        return backInCall(callSid, (await resume(callSid, 0, undefined, language))?.call, language, []);
      return response(
        gather(
          { action: topUpPath(held.topUpRound, language), numDigits: 1, timeout: 10 },
          speak(
            language,
            'topUpMenu',
            { minutes: offer.minutes, amount: spokenAmount(language, offer.totalCents) },
            { count: offer.minutes },
          ),
        ),
        redirect(rejoinPath(language)),
      );
    },

    /** The key pressed in the menu: 1 tops up (round `round`), anything else goes back to the reading. */
    async keyPress(input: { callSid: string; round: number; digits: string; language: Language }) {
      const { callSid, round, language } = input;
      if (input.digits !== '1') {
        return backInCall(callSid, (await resume(callSid, 0, undefined, language))?.call, language, []);
      }
      const customerId = await sessions.customerOf(callSid);
      const outcome: TopUpOutcome = customerId
        ? await deps.topUps.charge({ callSid, customerId, round, kind: 'key', language })
        : { kind: 'failed' };
      const added = outcome.kind === 'completed' ? outcome.minutes : 0;
      const resumed = await resume(callSid, added, round, language);
      const words =
        outcome.kind === 'completed'
          ? [toppedUp(language, outcome.minutes)]
          : outcome.kind === 'refused'
            ? [deps.say(outcome.message, language), speak(language, 'backToReading')]
            : [...whyNothingAdded(outcome, language), speak(language, 'backToReading')];
      return backInCall(callSid, resumed?.call, language, words);
    },

    /** Back from the menu without a key (its timeout), or sent back after an automatic top-up. */
    async rejoin(input: { callSid: string; added: number; language: Language }) {
      const resumed = await resume(input.callSid, 0, undefined, input.language);
      const words = input.added > 0 ? [toppedUp(input.language, input.added)] : [];
      return backInCall(input.callSid, resumed?.call, input.language, words);
    },

    /**
     * The automatic top-up at the warning (the customer opted in): once per call, in its first round,
     * announced to both. Answers whether it added minutes, or the offer to announce with the warning.
     */
    async atWarning(call: {
      callSid: string;
      customerId: string;
      topUpRound: number;
      language: Language;
    }): Promise<{ kind: 'topped-up' } | { kind: 'warn'; offer?: { minutes: number; cents: number } }> {
      const offer = await deps.topUps.offer(call.customerId).catch(() => undefined);
      if (!offer) return { kind: 'warn' };
      if (!offer.autoTopUp || call.topUpRound !== 0) {
        return { kind: 'warn', offer: { minutes: offer.minutes, cents: offer.totalCents } };
      }
      const outcome = await deps.topUps.charge({ ...call, round: 0, kind: 'auto' });
      if (outcome.kind !== 'completed') return { kind: 'warn' };
      const resumed = await resume(call.callSid, outcome.minutes, 0, call.language);
      if (!resumed || resumed.adding === 0) return { kind: 'topped-up' };
      // The caller hears it on the way back into the conference, with their own <Dial> limit renewed.
      await twilio
        .redirect(call.callSid, absolute(rejoinPath(call.language, outcome.minutes)))
        .catch((error) => log.error({ err: error, callSid: call.callSid }, 'top-up: caller not told'));
      return { kind: 'topped-up' };
    },
  };
}

export type TopUpLine = ReturnType<typeof createTopUpLine>;
