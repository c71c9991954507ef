import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';
import { phoneLookupKey } from '@app/shared/rules/phone';
import type { CallsRepository } from './call-repository.ts';
import { dial, gather, hangup, response, say, type TwimlVerb } from './twiml.ts';

type VoiceKey = keyof typeof en.calls.voice;
export const MAX_EXTENSION_ATTEMPTS = 3;
export const EXTENSION_DIGITS = 6;
export const CALL_PATHS = {
  voice: '/api/telephony/voice',
  extension: '/api/telephony/extension',
  dialComplete: '/api/telephony/dial-complete',
  advisorMenu: '/api/telephony/advisor-menu',
  language: '/api/telephony/language',
  rating: '/api/telephony/rating',
} as const;

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

/** The advisors' side of the line: who calls from a forwarding number, their day, their status. */
export interface AdvisorLine {
  /** The advisor whose forwarding number this is (E.164, exactly), if any. */
  findByPhone(
    from: string,
  ): Promise<{ agentId: number; name: string; signedIn: boolean; onACall: boolean } | undefined>;
  todayTotals(agentId: number, now: Date): Promise<{ calls: number; minutes: number }>;
  /** Through the status service, as the console's switch and the telephony webhook. */
  setTakingCalls(agentId: number, takingCalls: boolean, now: Date): Promise<void>;
}

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
  advisorLine?: AdvisorLine | undefined;
  /** The keypad rating after a call (issue 23); without it a call ends with the thanks. */
  ratings?: CallRatings | undefined;
  now?: () => Date;
}

/** A customer prompt of the catalogue in the call's language, its voice that language's. */
function speak(language: Language, key: VoiceKey, values: Record<string, string | number> = {}): TwimlVerb {
  const template = messagesIn(language).calls.voice[key];
  return say(formatMessage(template, { product: BRAND.productName, ...values }), language);
}

/** An advisor-menu prompt (advisors hear the line in English). */
function speakToAdvisor(template: string, values: Record<string, string | number> = {}): TwimlVerb {
  return say(formatMessage(template, { product: BRAND.productName, ...values }));
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
        calls: today?.calls ?? 0,
        minutes: today?.minutes ?? 0,
      }),
      gather({ action: CALL_PATHS.advisorMenu, numDigits: 1 }, speakToAdvisor(advisorVoice.choose)),
      speakToAdvisor(advisorVoice.noChoice),
      hangup(),
    );
  }

  return {
    async incoming(input: { callSid: string; from: string }): Promise<string> {
      // An advisor calling from their forwarding number gets their own menu, before the customers'.
      const advisor = await advisorLine?.findByPhone(input.from);
      if (advisor) return advisorMenu(advisor);
      const key = phoneLookupKey(input.from);
      const caller = key ? await repository.findCaller(key) : undefined;
      if (!caller) {
        // Nobody we know: a short greeting in both languages, a key for French, else the English message.
        return response(
          gather(
            { action: CALL_PATHS.language, numDigits: 1, timeout: 4 },
            speak('en', 'welcome'),
            speak('fr', 'welcome'),
            speak('fr', 'pressForFrench', { key: OTHER_LANGUAGE_KEY }),
          ),
          speak('en', 'accountRequired', { site }),
          hangup(),
        );
      }
      const { language } = caller;
      if (caller.availableMinutes <= 0)
        return response(speak(language, 'noCredits', { name: caller.name, site }), hangup());
      await repository.openSession({
        callSid: input.callSid,
        customerId: caller.customerId,
        fromNumber: input.from,
      });
      const greeting =
        caller.availableMinutes === 1
          ? speak(language, 'oneMinute', { name: caller.name })
          : speak(language, 'greeting', { name: caller.name, minutes: caller.availableMinutes });
      return askExtension(language, greeting);
    },

    /** An unknown caller's key after the bilingual greeting: French on OTHER_LANGUAGE_KEY, else English. */
    async languageChoice(input: { digits: string }): Promise<string> {
      return noAccount(input.digits.replace(/#$/, '') === OTHER_LANGUAGE_KEY ? 'fr' : 'en');
    },

    async extension(input: { callSid: string; digits: string; language?: Language }): Promise<string> {
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
          speak(language, 'advisorBusy', { advisor: advisor.name, minutes }),
        );
      }

      const outcome = await repository.connect({ callSid: input.callSid, agentId, now: now() });
      switch (outcome.kind) {
        case 'no-session':
          return response(speak(language, 'sessionLost'), hangup());
        case 'no-minutes':
          return response(speak(language, 'noMinutesLeft', { site }), hangup());
        case 'advisor-unavailable':
          // Taken by another caller between the check above and the reservation.
          return retry(
            input.callSid,
            language,
            speak(language, 'advisorBusy', { advisor: advisor.name, minutes: 1 }),
          );
        case 'connected':
          options.onAdvisorChanged?.();
          return response(
            speak(language, 'connecting', { advisor: outcome.advisorName, minutes: outcome.minutes }),
            dial({
              number: outcome.advisorPhone,
              timeLimitSeconds: outcome.minutes * 60,
              action: inLanguage(CALL_PATHS.dialComplete, language),
              callerId: options.callerId,
            }),
          );
      }
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
      const connected = CONNECTED_DIAL_STATUSES.has(input.dialCallStatus);
      const outcome = await repository.settle({
        callSid: input.callSid,
        connected,
        durationSeconds: connected ? input.durationSeconds : 0,
        now: now(),
      });
      if (outcome.kind === 'settled') {
        options.onAdvisorChanged?.();
        options.onSettled?.();
      }
      const connectedCall = outcome.kind === 'settled' ? outcome.connected : connected;
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
