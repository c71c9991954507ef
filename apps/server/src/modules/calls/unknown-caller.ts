import type { Language } from '@app/shared/rules/language';
import { gather, hangup, response, type TwimlVerb } from '../../twiml.ts';
import { CALL_PATHS, inLanguage } from './call-paths.ts';
import type { CustomerLine } from './customer-line.ts';
import type { PinCheck } from './phone-pins.ts';
import { speak } from './voice-prompts.ts';

/** The key an unknown caller presses to reach their account with its phone number and PIN. */
export const PIN_KEY = '1';
/** Number-and-PIN tries in one call before goodbye. */
export const MAX_PIN_TRIES = 3;

/** The key an unknown caller presses to hear the line in the other language. */
export const OTHER_LANGUAGE_KEY = '9';

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

/**
 * A call from a number no account knows: the bilingual greeting, French on a key, and (when PINs are on)
 * the account's number and PIN typed on the keypad, after which the account's line opens.
 */
export function createUnknownCallerLine(deps: {
  customers: Pick<CustomerLine, 'findCaller' | 'welcome'>;
  /** Checks a phone PIN; without it an unknown caller is only told to create an account. */
  pins?: { check(customerId: string, pin: string): Promise<PinCheck> } | undefined;
  /** Spoken as the place to create an account or buy credits. */
  siteName: string;
}) {
  const { customers, pins } = deps;
  const site = deps.siteName;

  /** The end of the line for a number with no account, in the language the caller chose. */
  const noAccount = (language: Language) => response(speak(language, 'accountRequired', { site }), hangup());

  return {
    /**
     * Nobody we know: a short greeting in both languages, a key for French, the key for a PIN (when
     * PINs are on), else the English message.
     */
    greet(): string {
      return response(
        gather(
          { action: CALL_PATHS.language, numDigits: 1, timeout: 4 },
          speak('en', 'welcome'),
          ...(pins ? [speak('en', 'pinOffer', { key: PIN_KEY })] : []),
          speak('fr', 'welcome'),
          speak('fr', 'pressForFrench', { key: OTHER_LANGUAGE_KEY }),
        ),
        speak('en', 'accountRequired', { site }),
        hangup(),
      );
    },

    /**
     * An unknown caller's key after the greeting: PIN_KEY asks for the account's number (in the line's
     * language), OTHER_LANGUAGE_KEY repeats the offer in French; anything else ends with the account message.
     */
    async languageChoice(input: { digits: string; language?: Language }): Promise<string> {
      const digits = input.digits.replace(/#$/, '');
      const language = input.language ?? 'en';
      if (pins && digits === PIN_KEY) return askAccountPhone(language, 1);
      if (digits === OTHER_LANGUAGE_KEY && language === 'en' && pins) {
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
      const caller = await customers.findCaller(input.phone);
      // A number without an account and a wrong PIN sound the same: the line tells nobody which it was.
      if (!caller || !pins || !/^\d{4,6}$/.test(pin)) return pinRetry(language, input.tries);
      const outcome = await pins.check(caller.customerId, pin);
      if (outcome === 'locked') return response(speak(language, 'pinLocked'), hangup());
      if (outcome !== 'ok') return pinRetry(language, input.tries);
      return customers.welcome(input.callSid, input.from, caller, input.to);
    },
  };
}

export type UnknownCallerLine = ReturnType<typeof createUnknownCallerLine>;
