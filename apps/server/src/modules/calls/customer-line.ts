import type { AppDb } from '@app/db/client';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage, type Language } from '@app/shared/rules/language';
import { phoneLookupKey } from '@app/shared/rules/phone';
import { dial, gather, hangup, response, say, type TwimlVerb } from '../../twiml.ts';
import { spokenForMinutes } from '../credits/held-minutes.ts';
import type { CallBridgeService } from './bridge.ts';
import { createCallAdvisorRepository } from './call-advisor-repository.ts';
import { CALL_PATHS, inLanguage } from './call-paths.ts';
import { createCallSessionRepository } from './call-session-repository.ts';
import { createCallerRepository } from './caller-repository.ts';
import type { Reserve } from './reserve.ts';
import type { CallSettlement, SettleCall, SettleOutcome } from './settlement.ts';
import { speak, speakConnecting, words } from './voice-prompts.ts';

export const MAX_EXTENSION_ATTEMPTS = 3;
export const EXTENSION_DIGITS = 6;

/** Twilio's DialCallStatus values after which the caller talked to the advisor. */
const CONNECTED_DIAL_STATUSES = new Set(['completed', 'answered']);

export interface Caller {
  customerId: string;
  /** The name to greet by (shownCustomerName), or null: greeted without one. */
  name: string | null;
  /** Balance minus the minutes spoken for (this customer's calls in progress, pending refunds). */
  availableMinutes: number;
  /** The language the line speaks to them. */
  language: Language;
}

/** Reviews from the keypad: the same rules as the dashboard's (a paid call of 4 minutes, once a day). */
export interface CallRatings {
  /** Whether the caller of this settled call may rate its advisor now. */
  mayRate(callSid: string): Promise<boolean>;
  /** Records the rating (1–5); false when the rules refuse it. */
  rate(callSid: string, rating: number): Promise<boolean>;
}

/** A customer's break or self-exclusion under way, with what the line says about it in a language. */
export type PauseOf = (customerId: string) => Promise<{ message(language: Language): string } | null>;

/**
 * What a known customer's call hears and does: the balance, the extension, the advisor reserved and
 * bridged (or dialled), the end of the call and its keypad rating.
 */
export function createCustomerLine(deps: {
  db: AppDb;
  settlement: Pick<CallSettlement, 'connect'>;
  settle: SettleCall;
  bridge: CallBridgeService;
  reserve: Pick<Reserve, 'heldFor'>;
  /** Spoken as the place to create an account or buy credits. */
  siteName: string;
  /** The number shown to the advisor (our toll-free line), when set. */
  callerId?: string | undefined;
  /** Called after a commit that changed an advisor's status, so this instance's feed updates at once. */
  onAdvisorChanged?: (() => void | Promise<void>) | undefined;
  /** The keypad rating after a call; without it a call ends with the thanks. */
  ratings?: CallRatings | undefined;
  /** A break or self-exclusion under way (the spending module): the caller hears why, then the line hangs up. */
  pauseOf?: PauseOf | undefined;
  /** The top-up menu of a caller who stepped out of the conference with star (top-up-line.ts). */
  stepOut?: ((callSid: string, language: Language) => Promise<string | undefined>) | undefined;
  /** The call-back line's offer to a caller who reached a busy advisor (call-back-calls.ts). */
  lineOffer?:
    | ((language: Language, agentId: number, advisorName: string) => TwimlVerb | undefined)
    | undefined;
  now: () => Date;
}) {
  const { db, bridge, settle, now } = deps;
  const site = deps.siteName;
  const sessions = createCallSessionRepository(db);

  const askExtension = (language: Language, ...before: TwimlVerb[]) =>
    response(
      ...before,
      gather(
        { action: inLanguage(CALL_PATHS.extension, language), numDigits: EXTENSION_DIGITS },
        speak(language, 'enterExtension'),
      ),
      // No digits before the timeout: ask once more from the top of the menu.
      speak(language, 'tooManyTries'),
      hangup(),
    );

  /** Another try at the menu, or goodbye after MAX_EXTENSION_ATTEMPTS misses. */
  async function retry(callSid: string, language: Language, message: TwimlVerb): Promise<string> {
    const attempts = await sessions.countExtensionAttempt(callSid);
    if (attempts >= MAX_EXTENSION_ATTEMPTS)
      return response(message, speak(language, 'tooManyTries'), hangup());
    return askExtension(language, message);
  }

  /**
   * Reserves the advisor and the caller's minutes, then bridges (or dials) them; `before` is said first.
   * Undefined when the advisor was taken (or went offline) meanwhile: the caller chooses again.
   */
  async function connectTo(
    callSid: string,
    agentId: number,
    language: Language,
    ourNumber: string,
    fromHold: boolean,
    ...before: TwimlVerb[]
  ): Promise<string | undefined> {
    const outcome = await deps.settlement.connect({ callSid, agentId, now: now(), fromHold });
    switch (outcome.kind) {
      case 'no-session':
        return response(speak(language, 'sessionLost'), hangup());
      case 'no-minutes':
        return response(speak(language, 'noMinutesLeft', { site }), hangup());
      case 'advisor-unavailable':
        return undefined;
      case 'connected':
        await deps.onAdvisorChanged?.();
        if (bridge.conference) return bridge.conference.join(callSid, language, outcome, ourNumber, before);
        return response(
          ...before,
          speakConnecting(language, outcome),
          dial({
            number: outcome.advisorPhone,
            timeLimitSeconds: outcome.minutes * 60,
            action: inLanguage(CALL_PATHS.dialComplete, language),
            callerId: deps.callerId,
          }),
        );
    }
  }

  return {
    askExtension,

    /**
     * A customer who answered their call back: greeted, then bridged to the advisor held for them (the
     * reserve's way in). Undefined when the advisor was taken meanwhile.
     */
    async connectCallBack(input: {
      callSid: string;
      caller: Caller;
      agentId: number;
      advisorName: string;
      ourNumber: string;
      phone: string;
    }): Promise<string | undefined> {
      const { caller } = input;
      const language = caller.language;
      await sessions.open({ callSid: input.callSid, customerId: caller.customerId, fromNumber: input.phone });
      const greeting =
        caller.name === null
          ? speak(language, 'callBackGreetingNoName', { advisor: input.advisorName })
          : speak(language, 'callBackGreeting', { name: caller.name, advisor: input.advisorName });
      return connectTo(input.callSid, input.agentId, language, input.ourNumber, true, greeting);
    },

    /** The customer whose number this is, with the minutes they may use now. */
    async findCaller(phone: string): Promise<Caller | undefined> {
      const key = phoneLookupKey(phone);
      const row = key ? await createCallerRepository(db).findByLookupKey(key) : undefined;
      if (!row) return undefined;
      const held = await spokenForMinutes(db, row.customerId);
      return {
        customerId: row.customerId,
        name: shownCustomerName(row.name, row.email),
        availableMinutes: Math.max(0, row.credits - held),
        language: isLanguage(row.language) ? row.language : 'en',
      };
    },

    /**
     * A known caller (by their number, or by their PIN): their balance, then the extension — or, within
     * the reserve after a call cut by its cap, straight to the advisor who was held for them.
     */
    async welcome(callSid: string, from: string, caller: Caller, ourNumber = ''): Promise<string> {
      const { language } = caller;
      // A customer who gave no first name is greeted without one: never by the sign-up default.
      const named = caller.name !== null;
      const name = caller.name ?? '';
      // Before the balance: a customer taking a break is not connected, whatever they hold, and keeps it.
      const paused = await deps.pauseOf?.(caller.customerId);
      if (paused) return response(say(paused.message(language), language), hangup());
      if (caller.availableMinutes <= 0)
        return response(speak(language, named ? 'noCredits' : 'noCreditsNoName', { name, site }), hangup());
      await sessions.open({ callSid, customerId: caller.customerId, fromNumber: from || 'unknown' });
      const hold = await deps.reserve.heldFor(caller.customerId, now());
      if (hold) {
        // One breath: the welcome, then the advisor who waited (the words that agree with them in French).
        const welcomeKey = named ? 'welcomeBack' : 'welcomeBackNoName';
        const greeting = say(
          `${words(language, welcomeKey, { name, minutes: caller.availableMinutes }, { count: caller.availableMinutes })} ${words(language, 'waitedForYou', { advisor: hold.name }, { gender: hold.grammaticalGender })}`,
          language,
        );
        const connected = await connectTo(callSid, hold.agentId, language, ourNumber, true, greeting);
        if (connected) return connected;
      }
      const greeting =
        caller.availableMinutes === 1
          ? speak(language, named ? 'oneMinute' : 'oneMinuteNoName', { name })
          : speak(language, named ? 'greeting' : 'greetingNoName', {
              name,
              minutes: caller.availableMinutes,
            });
      return askExtension(language, greeting);
    },

    async extension(input: {
      callSid: string;
      digits: string;
      language?: Language;
      /** The number the caller dialled (ours): a bridged call's advisor sees it as the caller ID. */
      to?: string;
    }): Promise<string> {
      const language = input.language ?? 'en';
      const session = await sessions.find(input.callSid);
      if (session?.status !== 'gathering') return response(speak(language, 'sessionLost'), hangup());
      const digits = input.digits.replace(/#$/, '');
      const agentId = /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
      const advisor =
        Number.isSafeInteger(agentId) && agentId > 0
          ? await createCallAdvisorRepository(db).find(agentId)
          : undefined;
      if (!advisor)
        return retry(
          input.callSid,
          language,
          speak(language, 'unknownExtension', { extension: digits.split('').join(' ') || '0' }),
        );
      // A deactivated advisor's extension stays theirs (never reused) but no longer connects.
      if (!advisor.signedIn || !advisor.isActive)
        return retry(input.callSid, language, speak(language, 'advisorOffline', { advisor: advisor.name }));
      if (advisor.onACall) {
        const minutes = Math.max(1, Math.ceil(advisor.availTime / 60));
        const busy = speak(language, 'advisorBusy', { advisor: advisor.name, minutes }, { count: minutes });
        // The call-back line: 1 to be called back when they are free, else the menu again.
        const offer = deps.lineOffer?.(language, agentId, advisor.name);
        if (offer) return askExtension(language, busy, offer);
        return retry(input.callSid, language, busy);
      }

      return (
        (await connectTo(input.callSid, agentId, language, input.to ?? '', false)) ??
        retry(
          input.callSid,
          language,
          speak(language, 'advisorBusy', { advisor: advisor.name, minutes: 1 }, { count: 1 }),
        )
      );
    },

    async dialComplete(input: {
      callSid: string;
      dialCallStatus: string;
      durationSeconds: number;
      language?: Language;
      /** The caller's own call: 'in-progress' when they left the conference but not the line (star). */
      callStatus?: string | undefined;
    }): Promise<string> {
      const session = await sessions.find(input.callSid);
      if (
        session?.status === 'dialing' &&
        session.topUpOffered &&
        session.advisorLegSid &&
        input.callStatus === 'in-progress' &&
        deps.stepOut &&
        (await bridge.conference?.legUp(session.advisorLegSid))
      ) {
        const menu = await deps.stepOut(input.callSid, input.language ?? 'en');
        if (menu) return menu;
      }
      let connected = CONNECTED_DIAL_STATUSES.has(input.dialCallStatus);
      let outcome: SettleOutcome | undefined;
      if (session?.advisorLegSid && bridge.conference) {
        // A bridged call is billed by its advisor's leg, not by the caller's time in the conference:
        // from the leg's own record when it has ended, else by its status callback when it comes.
        if (session.status === 'dialing') {
          outcome = await bridge.conference.settleFromLeg(input.callSid, session.advisorLegSid);
        }
        // Billed here (outcome), or earlier by the leg's callback (the session read above, read again
        // only when that callback won a race with this settle); a leg still ending is billed by its own
        // callback, after this caller has gone.
        const settled = outcome?.kind === 'already-settled' ? await sessions.find(input.callSid) : session;
        connected = settled?.status === 'completed';
      } else {
        outcome = await settle({
          callSid: input.callSid,
          connected,
          durationSeconds: connected ? input.durationSeconds : 0,
        });
      }
      const connectedCall = outcome?.kind === 'settled' ? outcome.connected : connected;
      const language = input.language ?? 'en';
      if (connectedCall && deps.ratings && (await deps.ratings.mayRate(input.callSid))) {
        return response(
          gather(
            { action: inLanguage(CALL_PATHS.rating, language), numDigits: 1 },
            speak(language, 'rateReading'),
          ),
          speak(language, 'thanks'),
          hangup(),
        );
      }
      return response(speak(language, connectedCall ? 'thanks' : 'notConnected'), hangup());
    },

    /** The key pressed after "rate your reading": 1 to 5 is recorded, anything else ends the call. */
    async rating(input: { callSid: string; digits: string; language?: Language }): Promise<string> {
      const language = input.language ?? 'en';
      const rating = /^[1-5]$/.test(input.digits) ? Number(input.digits) : undefined;
      if (rating !== undefined && deps.ratings && (await deps.ratings.rate(input.callSid, rating))) {
        return response(speak(language, 'ratingThanks', { rating }), hangup());
      }
      return response(speak(language, 'thanks'), hangup());
    },
  };
}

export type CustomerLine = ReturnType<typeof createCustomerLine>;
