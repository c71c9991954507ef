import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { variantOf } from '@app/shared/messages/variant';
import { genderContext } from '@app/shared/rules/grammatical-gender';
import type { Language } from '@app/shared/rules/language';
import { phoneLookupKey } from '@app/shared/rules/phone';
import type { TwilioCallsClient } from '../../adapters/twilio-calls.ts';
import { ENDED_CALL_STATUSES } from '../../adapters/twilio-calls.ts';
import type { AdvisorPhoneLine } from '../advisors/advisor-line.ts';
import type { Caller, CallsRepository, SettleOutcome } from './call-repository.ts';
import { CAP_BACKSTOP_SECONDS } from './call-timers.ts';
import { dial, dialConference, gather, hangup, playDigits, response, say, type TwimlVerb } from './twiml.ts';

/** A prompt of the catalogue's calls.voice, by its key or, for a counted one, the stem of its plural keys. */
type VoiceKey =
  | keyof typeof en.calls.voice
  | (keyof typeof en.calls.voice extends infer K ? (K extends `${infer Stem}_one` ? Stem : never) : never);
export const MAX_EXTENSION_ATTEMPTS = 3;
export const EXTENSION_DIGITS = 6;
export const CALL_PATHS = {
  voice: '/api/telephony/voice',
  extension: '/api/telephony/extension',
  dialComplete: '/api/telephony/dial-complete',
  advisorMenu: '/api/telephony/advisor-menu',
  language: '/api/telephony/language',
  rating: '/api/telephony/rating',
  pinPhone: '/api/telephony/pin-phone',
  pin: '/api/telephony/pin',
  advisorLeg: '/api/telephony/advisor-leg',
  announce: '/api/telephony/announce',
  callEnd: '/api/telephony/call-end',
} as const;

/** How long the advisor's phone rings before a bridged call gives up on them. */
export const ADVISOR_RING_SECONDS = 30;

/** The conference a bridged call meets in: named after the caller's call, no personal data in it. */
export const conferenceName = (callSid: string) => `call-${callSid}`;

/** The Calls API a bridged call needs, and where Twilio reaches our webhooks. */
export interface CallBridge {
  twilio: Pick<TwilioCallsClient, 'addParticipant' | 'getCall' | 'end'>;
  /** PUBLIC_URL: the Calls API is given absolute webhook URLs. */
  publicUrl: string;
  /** Arms the warning and the cap of a call just answered (call-timers.ts). */
  onAnswered(times: { warnAt: Date | null; capAt: Date }): void;
  /** Sends a caller waiting alone in the conference to the TwiML at `url` (the advisor never answered). */
  redirect(callSid: string, url: string): Promise<void>;
}

/** The key an unknown caller presses to reach their account with its phone number and PIN. */
export const PIN_KEY = '1';
/** Number-and-PIN tries in one call before goodbye. */
export const MAX_PIN_TRIES = 3;

/** The key an unknown caller presses to hear the line in the other language. */
export const OTHER_LANGUAGE_KEY = '9';

/**
 * A webhook path for a call in `language`: Twilio calls the action back with the query (and signs it),
 * so every step of a French call stays French without storing anything.
 */
export function inLanguage(path: string, language: Language): string {
  return language === 'fr' ? `${path}?lang=fr` : path;
}

const advisorVoice = en.calls.advisorMenu;

/** Reviews from the keypad: the same rules as the dashboard's (a paid call of 4 minutes, once a day). */
export interface CallRatings {
  /** Whether the caller of this settled call may rate its advisor now. */
  mayRate(callSid: string): Promise<boolean>;
  /** Records the rating (1–5); false when the rules refuse it. */
  rate(callSid: string, rating: number): Promise<boolean>;
}

/** Twilio's DialCallStatus values after which the caller talked to the advisor. */
const CONNECTED_DIAL_STATUSES = new Set(['completed', 'answered']);

export interface CallServiceOptions {
  /** Spoken as the place to create an account or buy credits, e.g. 'lumiere-psychics.example'. */
  siteName: string;
  /** The number shown to the advisor (our toll-free line), when set. */
  callerId?: string | undefined;
  /** Called after a commit that changed an advisor's status, so this instance's feed updates at once. */
  onAdvisorChanged?: () => void;
  /** Called after a call's settlement committed (its receipt is queued): the message queue may send now. */
  onSettled?: () => void;
  /** Recognises advisors calling in (before the customer menu); without it the line is customers' only. */
  advisorLine?: AdvisorPhoneLine | undefined;
  /** The keypad rating after a call; without it a call ends with the thanks. */
  ratings?: CallRatings | undefined;
  /** Checks a phone PIN; without it an unknown caller is only told to create an account. */
  pins?: { check(customerId: string, pin: string): Promise<'ok' | 'wrong' | 'locked' | 'none'> } | undefined;
  /** Bridges calls in a conference (warning and goodbye); without it a plain <Dial timeLimit>. */
  bridge?: CallBridge | undefined;
  /** Where a failure of the Calls API is logged (the caller is told they were not charged). */
  onBridgeError?: (error: unknown, callSid: string) => void;
  now?: () => Date;
}

type Values = Record<string, string | number>;

/**
 * The words of a customer prompt in the call's language: `count` picks its singular or plural (in French
 * « 0 minute »), `gender` the advisor's agreement where French has one.
 */
function words(
  language: Language,
  key: VoiceKey,
  values: Values = {},
  variant: { count?: number; gender?: string | null } = {},
): string {
  const template = variantOf(messagesIn(language).calls.voice, key, {
    language,
    count: variant.count,
    context: genderContext(variant.gender),
  });
  return formatMessage(template, { product: BRAND.productName, ...values });
}

/** A customer prompt of the catalogue in the call's language, its voice that language's. */
function speak(
  language: Language,
  key: VoiceKey,
  values: Values = {},
  variant: { count?: number; gender?: string | null } = {},
): TwimlVerb {
  return say(words(language, key, values, variant), language);
}

/** An advisor-menu prompt (advisors hear the line in English). */
function speakToAdvisor(template: string, values: Values = {}): TwimlVerb {
  return say(formatMessage(template, { product: BRAND.productName, ...values }));
}

/** '3 calls', '1 billed minute': a count of the advisor menu's words, singular or plural. */
function advisorCount(stem: 'calls' | 'billedMinutes', count: number): string {
  return formatMessage(variantOf(advisorVoice, stem, { language: 'en', count }), { count });
}

export function createCallService(repository: CallsRepository, options: CallServiceOptions) {
  const now = options.now ?? (() => new Date());
  const site = options.siteName;
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
    const attempts = await repository.countExtensionAttempt(callSid);
    if (attempts >= MAX_EXTENSION_ATTEMPTS)
      return response(message, speak(language, 'tooManyTries'), hangup());
    return askExtension(language, message);
  }

  /** The end of the line for a number with no account, in the language the caller chose. */
  const noAccount = (language: Language) => response(speak(language, 'accountRequired', { site }), hangup());

  const advisorLine = options.advisorLine;

  /**
   * A known caller (by their number, or by their PIN): their balance, then the extension — or, within
   * the reserve after a call cut by its cap, straight to the advisor who was held for them.
   */
  async function welcome(callSid: string, from: string, caller: Caller, ourNumber = ''): Promise<string> {
    const { language } = caller;
    // A customer who gave no first name is greeted without one: never by the sign-up default.
    const named = caller.name !== null;
    const name = caller.name ?? '';
    if (caller.availableMinutes <= 0)
      return response(speak(language, named ? 'noCredits' : 'noCreditsNoName', { name, site }), hangup());
    await repository.openSession({ callSid, customerId: caller.customerId, fromNumber: from || 'unknown' });
    const hold = await repository.findHold(caller.customerId, now());
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
        : speak(language, named ? 'greeting' : 'greetingNoName', { name, minutes: caller.availableMinutes });
    return askExtension(language, greeting);
  }

  /** A PIN step's action: the language, the try and the number typed travel in the signed URL. */
  function pinAction(path: string, language: Language, tries: number, phone?: string): string {
    const query = new URLSearchParams({ ...(language === 'fr' ? { lang: 'fr' } : {}), try: String(tries) });
    if (phone) query.set('phone', phone);
    return `${path}?${query}`;
  }

  function askAccountPhone(language: Language, tries: number, ...before: TwimlVerb[]): string {
    return response(
      ...before,
      gather(
        { action: pinAction(CALL_PATHS.pinPhone, language, tries), numDigits: 11 },
        speak(language, 'enterAccountPhone'),
      ),
      speak(language, 'tooManyTries'),
      hangup(),
    );
  }

  /** A wrong number or PIN: once more from the number, or goodbye after MAX_PIN_TRIES. */
  function pinRetry(language: Language, tries: number): string {
    if (tries >= MAX_PIN_TRIES)
      return response(speak(language, 'pinMismatch'), speak(language, 'tooManyTries'), hangup());
    return askAccountPhone(language, tries + 1, speak(language, 'pinMismatch'));
  }

  /** The advisor's menu: their status and day, then 1 (take calls) or 2 (go offline). */
  async function advisorMenu(
    advisor: { agentId: number; name: string; signedIn: boolean; onACall: boolean },
    ...before: TwimlVerb[]
  ) {
    const today = await advisorLine?.todayTotals(advisor.agentId, now());
    const status = advisor.onACall
      ? advisorVoice.onACall
      : advisor.signedIn
        ? advisorVoice.takingCalls
        : advisorVoice.offline;
    return response(
      ...before,
      speakToAdvisor(advisorVoice.status, {
        name: advisor.name,
        status,
        calls: advisorCount('calls', today?.calls ?? 0),
        minutes: advisorCount('billedMinutes', today?.minutes ?? 0),
      }),
      gather({ action: CALL_PATHS.advisorMenu, numDigits: 1 }, speakToAdvisor(advisorVoice.choose)),
      speakToAdvisor(advisorVoice.noChoice),
      hangup(),
    );
  }

  /**
   * Bridges a reserved call in a conference: the advisor's leg is added through the Calls API, the
   * caller waits in the conference until the advisor answers. If the API refuses, the reservation is
   * released at once and the caller is told they were not charged.
   */
  async function bridgeCall(
    bridge: CallBridge,
    callSid: string,
    language: Language,
    outcome: { advisorName: string; advisorPhone: string; minutes: number },
    ourNumber: string,
    before: TwimlVerb[],
  ): Promise<string> {
    const conference = conferenceName(callSid);
    try {
      const leg = await bridge.twilio.addParticipant(conference, {
        // The advisor sees our toll-free number (Twilio sends it as To on every webhook).
        from: options.callerId ?? (ourNumber || SUPPORT_PHONE_TEL),
        to: outcome.advisorPhone,
        statusCallback: `${bridge.publicUrl}${legPath(callSid, language)}`,
        timeLimitSeconds: outcome.minutes * 60 + CAP_BACKSTOP_SECONDS,
        ringSeconds: ADVISOR_RING_SECONDS,
      });
      await repository.attachLeg({ callSid, legSid: leg.callSid, conferenceSid: leg.conferenceSid });
    } catch (error) {
      options.onBridgeError?.(error, callSid);
      await settleAndNotify({ callSid, connected: false, durationSeconds: 0 });
      return response(speak(language, 'notConnected'), hangup());
    }
    return response(
      ...before,
      speak(
        language,
        'connecting',
        { advisor: outcome.advisorName, minutes: outcome.minutes },
        { count: outcome.minutes },
      ),
      dialConference({
        name: conference,
        action: inLanguage(CALL_PATHS.dialComplete, language),
        // Twilio's own bound on the caller's side: the ring, the minutes, and the goodbye's time.
        timeLimitSeconds: ADVISOR_RING_SECONDS + outcome.minutes * 60 + CAP_BACKSTOP_SECONDS * 2,
      }),
    );
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
    const outcome = await repository.connect({ callSid, agentId, now: now(), fromHold });
    switch (outcome.kind) {
      case 'no-session':
        return response(speak(language, 'sessionLost'), hangup());
      case 'no-minutes':
        return response(speak(language, 'noMinutesLeft', { site }), hangup());
      case 'advisor-unavailable':
        return undefined;
      case 'connected':
        options.onAdvisorChanged?.();
        if (options.bridge) return bridgeCall(options.bridge, callSid, language, outcome, ourNumber, before);
        return response(
          ...before,
          speak(
            language,
            'connecting',
            { advisor: outcome.advisorName, minutes: outcome.minutes },
            { count: outcome.minutes },
          ),
          dial({
            number: outcome.advisorPhone,
            timeLimitSeconds: outcome.minutes * 60,
            action: inLanguage(CALL_PATHS.dialComplete, language),
            callerId: options.callerId,
          }),
        );
    }
  }

  /** The advisor leg's status callback URL: the caller's call and the language travel in it. */
  function legPath(callSid: string, language: Language): string {
    const query = new URLSearchParams({ call: callSid, ...(language === 'fr' ? { lang: 'fr' } : {}) });
    return `${CALL_PATHS.advisorLeg}?${query}`;
  }

  /**
   * The caller of a bridged call has left while it was still dialing: the advisor's leg decides. Ended,
   * it bills the call by its own length. Still up, it is ended, so the advisor is not left alone in a
   * conference: a leg that never answered bills nothing now (settled first, so its canceled callback
   * finds nothing left to do); one that did is billed by its own callback (under a minute, credited back).
   */
  async function settleFromLeg(
    bridge: CallBridge,
    callSid: string,
    legSid: string,
  ): Promise<SettleOutcome | undefined> {
    const leg = await bridge.twilio.getCall(legSid).catch(() => undefined);
    if (!leg) return undefined;
    if (ENDED_CALL_STATUSES.has(leg.status)) {
      const talked = leg.status === 'completed' ? leg.durationSeconds : 0;
      return settleAndNotify({ callSid, connected: talked > 0, durationSeconds: talked });
    }
    const ringing = leg.status === 'queued' || leg.status === 'ringing';
    const outcome = ringing
      ? await settleAndNotify({ callSid, connected: false, durationSeconds: 0 })
      : undefined;
    await bridge.twilio
      .end(legSid, ringing ? 'canceled' : 'completed')
      .catch((error) => options.onBridgeError?.(error, callSid));
    return outcome;
  }

  async function settleAndNotify(input: { callSid: string; connected: boolean; durationSeconds: number }) {
    const outcome = await repository.settle({ ...input, now: now() });
    if (outcome.kind === 'settled') {
      options.onAdvisorChanged?.();
      options.onSettled?.();
    }
    return outcome;
  }

  return {
    async incoming(input: { callSid: string; from: string; to?: string }): Promise<string> {
      // An advisor calling from their forwarding number gets their own menu, before the customers'.
      const advisor = await advisorLine?.findByPhone(input.from);
      if (advisor) return advisorMenu(advisor);
      const key = phoneLookupKey(input.from);
      const caller = key ? await repository.findCaller(key) : undefined;
      if (!caller) {
        // Nobody we know: a short greeting in both languages, a key for French, the key for a PIN (when
        // PINs are on), else the English message.
        return response(
          gather(
            { action: CALL_PATHS.language, numDigits: 1, timeout: 4 },
            speak('en', 'welcome'),
            ...(options.pins ? [speak('en', 'pinOffer', { key: PIN_KEY })] : []),
            speak('fr', 'welcome'),
            speak('fr', 'pressForFrench', { key: OTHER_LANGUAGE_KEY }),
          ),
          speak('en', 'accountRequired', { site }),
          hangup(),
        );
      }
      return welcome(input.callSid, input.from, caller, input.to);
    },

    /**
     * An unknown caller's key after the greeting: PIN_KEY asks for the account's number (in the line's
     * language), OTHER_LANGUAGE_KEY repeats the offer in French; anything else ends with the account message.
     */
    async languageChoice(input: { digits: string; language?: Language }): Promise<string> {
      const digits = input.digits.replace(/#$/, '');
      const language = input.language ?? 'en';
      if (options.pins && digits === PIN_KEY) return askAccountPhone(language, 1);
      if (digits === OTHER_LANGUAGE_KEY && language === 'en' && options.pins) {
        return response(
          gather(
            { action: inLanguage(CALL_PATHS.language, 'fr'), numDigits: 1, timeout: 5 },
            speak('fr', 'pinOffer', { key: PIN_KEY }),
          ),
          speak('fr', 'accountRequired', { site }),
          hangup(),
        );
      }
      return noAccount(digits === OTHER_LANGUAGE_KEY ? 'fr' : language);
    },

    /** The account's phone number, typed by a caller from another phone: now their PIN. */
    async pinPhone(input: { digits: string; language?: Language; tries: number }): Promise<string> {
      const language = input.language ?? 'en';
      const phone = input.digits.replace(/#$/, '');
      if (!/^\d{10,11}$/.test(phone)) return pinRetry(language, input.tries);
      return response(
        gather(
          { action: pinAction(CALL_PATHS.pin, language, input.tries, phone), numDigits: 7 },
          speak(language, 'enterPin'),
        ),
        speak(language, 'tooManyTries'),
        hangup(),
      );
    },

    /** The PIN: the account's line opens as if the caller had called from its number. */
    async pin(input: {
      callSid: string;
      from: string;
      phone: string;
      digits: string;
      language?: Language;
      tries: number;
      to?: string;
    }): Promise<string> {
      const language = input.language ?? 'en';
      const pin = input.digits.replace(/#$/, '');
      const key = phoneLookupKey(input.phone);
      const caller = key ? await repository.findCaller(key) : undefined;
      // A number without an account and a wrong PIN sound the same: the line tells nobody which it was.
      if (!caller || !options.pins || !/^\d{4,6}$/.test(pin)) return pinRetry(language, input.tries);
      const outcome = await options.pins.check(caller.customerId, pin);
      if (outcome === 'locked') return response(speak(language, 'pinLocked'), hangup());
      if (outcome !== 'ok') return pinRetry(language, input.tries);
      return welcome(input.callSid, input.from, caller, input.to);
    },

    async extension(input: {
      callSid: string;
      digits: string;
      language?: Language;
      /** The number the caller dialled (ours): a bridged call's advisor sees it as the caller ID. */
      to?: string;
    }): Promise<string> {
      const language = input.language ?? 'en';
      const session = await repository.findSession(input.callSid);
      if (session?.status !== 'gathering') return response(speak(language, 'sessionLost'), hangup());
      const digits = input.digits.replace(/#$/, '');
      const agentId = /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
      const advisor =
        Number.isSafeInteger(agentId) && agentId > 0 ? await repository.findAdvisor(agentId) : undefined;
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
        return retry(
          input.callSid,
          language,
          speak(language, 'advisorBusy', { advisor: advisor.name, minutes }, { count: minutes }),
        );
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

    /** The advisor's choice. Twilio signs From on every callback, so the caller is identified again here. */
    async advisorChoice(input: { from: string; digits: string }): Promise<string> {
      const advisor = await advisorLine?.findByPhone(input.from);
      if (!advisorLine || !advisor) return response(speak('en', 'sessionLost'), hangup());
      const digit = input.digits.replace(/#$/, '');
      if (digit !== '1' && digit !== '2')
        return advisorMenu(advisor, speakToAdvisor(advisorVoice.notAnOption));
      const takingCalls = digit === '1';
      await advisorLine.setTakingCalls(advisor.agentId, takingCalls, now());
      return response(
        speakToAdvisor(takingCalls ? advisorVoice.nowTakingCalls : advisorVoice.nowOffline),
        hangup(),
      );
    },

    async dialComplete(input: {
      callSid: string;
      dialCallStatus: string;
      durationSeconds: number;
      language?: Language;
    }): Promise<string> {
      const session = await repository.findSession(input.callSid);
      let connected = CONNECTED_DIAL_STATUSES.has(input.dialCallStatus);
      let outcome: SettleOutcome | undefined;
      if (session?.advisorLegSid && options.bridge) {
        // A bridged call is billed by its advisor's leg, not by the caller's time in the conference:
        // from the leg's own record when it has ended, else by its status callback when it comes.
        if (session.status === 'dialing') {
          outcome = await settleFromLeg(options.bridge, input.callSid, session.advisorLegSid);
        }
        // Billed here (outcome), or earlier by the leg's callback (the session read above, read again
        // only when that callback won a race with this settle); a leg still ending is billed by its own
        // callback, after this caller has gone.
        const settled =
          outcome?.kind === 'already-settled' ? await repository.findSession(input.callSid) : session;
        connected = settled?.status === 'completed';
      } else {
        outcome = await settleAndNotify({
          callSid: input.callSid,
          connected,
          durationSeconds: connected ? input.durationSeconds : 0,
        });
      }
      const connectedCall = outcome?.kind === 'settled' ? outcome.connected : connected;
      const language = input.language ?? 'en';
      if (connectedCall && options.ratings && (await options.ratings.mayRate(input.callSid))) {
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
        const times = await repository.markAnswered({
          callSid: input.callSid,
          legSid: input.legSid,
          conferenceSid: input.conferenceSid,
          now: now(),
        });
        if (times) options.bridge?.onAnswered(times);
        return response();
      }
      if (!ENDED_CALL_STATUSES.has(input.callStatus)) return response();
      const session = await repository.findSession(input.callSid);
      // Only this call's own leg may settle it (a callback of an older leg is ignored).
      if (session?.advisorLegSid && session.advisorLegSid !== input.legSid) return response();
      // An outbound leg's duration counts from its answer: a leg that never answered lasted 0 s.
      const talked = input.callStatus === 'completed' ? input.durationSeconds : 0;
      const outcome = await settleAndNotify({
        callSid: input.callSid,
        connected: talked > 0,
        durationSeconds: talked,
      });
      if (outcome.kind === 'settled' && !outcome.connected && options.bridge) {
        const url = `${options.bridge.publicUrl}${callEndPath('not-connected', language)}`;
        await options.bridge.redirect(input.callSid, url).catch((error) => {
          // The caller's own <Dial timeLimit> still ends the wait.
          options.onBridgeError?.(error, input.callSid);
        });
      }
      return response();
    },

    /** What Twilio plays into a bridged call: the caller's warning, or the advisor's short tone. */
    announce(input: { kind: 'warning' | 'tone'; language?: Language }): string {
      if (input.kind === 'tone') return response(playDigits('9'));
      return response(speak(input.language ?? 'en', 'oneMinuteLeft'));
    },

    /** Where a bridged call ends: the goodbye at the cap, or "not charged" when the advisor never answered. */
    callEnd(input: { kind: 'cap' | 'not-connected'; language?: Language }): string {
      const language = input.language ?? 'en';
      return response(speak(language, input.kind === 'cap' ? 'timeUp' : 'notConnected'), hangup());
    },

    /** The key pressed after "rate your reading": 1 to 5 is recorded, anything else ends the call. */
    async rating(input: { callSid: string; digits: string; language?: Language }): Promise<string> {
      const language = input.language ?? 'en';
      const rating = /^[1-5]$/.test(input.digits) ? Number(input.digits) : undefined;
      if (rating !== undefined && options.ratings && (await options.ratings.rate(input.callSid, rating))) {
        return response(speak(language, 'ratingThanks', { rating }), hangup());
      }
      return response(speak(language, 'thanks'), hangup());
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;

/** The path (and query) of a bridged call's ending, in its language. */
export function callEndPath(kind: 'cap' | 'not-connected', language: Language): string {
  const query = new URLSearchParams({ kind, ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${CALL_PATHS.callEnd}?${query}`;
}

/** The path of an announcement into a bridged call. */
export function announcePath(kind: 'warning' | 'tone', language: Language): string {
  const query = new URLSearchParams({ kind, ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${CALL_PATHS.announce}?${query}`;
}
