import type { Language } from '@app/shared/rules/language';
import { escapeMarkup } from './escape-markup.ts';

/** A small TwiML writer: the few verbs the call flow uses, with every text and attribute escaped. */

function attributes(attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeMarkup(String(value))}"`)
    .join('');
}

export type TwimlVerb = string & { readonly __twiml: unique symbol };

/** The voice of each language: the spec's American English one, and a Canadian French one (Amazon Polly). */
const VOICES: Record<Language, { voice: string; language: string }> = {
  en: { voice: 'Polly.Joanna', language: 'en-US' },
  fr: { voice: 'Polly.Chantal', language: 'fr-CA' },
};

export function say(text: string, language: Language = 'en'): TwimlVerb {
  return `<Say${attributes(VOICES[language])}>${escapeMarkup(text)}</Say>` as TwimlVerb;
}

export function hangup(): TwimlVerb {
  return '<Hangup/>' as TwimlVerb;
}

export function gather(
  options: { action: string; numDigits: number; timeout?: number },
  ...prompts: TwimlVerb[]
): TwimlVerb {
  return `<Gather${attributes({
    input: 'dtmf',
    action: options.action,
    method: 'POST',
    numDigits: options.numDigits,
    finishOnKey: '#',
    timeout: options.timeout ?? 8,
  })}>${prompts.join('')}</Gather>` as TwimlVerb;
}

export function dial(options: {
  number: string;
  timeLimitSeconds: number;
  action: string;
  callerId?: string;
}): TwimlVerb {
  return `<Dial${attributes({
    timeLimit: options.timeLimitSeconds,
    action: options.action,
    method: 'POST',
    callerId: options.callerId,
  })}><Number>${escapeMarkup(options.number)}</Number></Dial>` as TwimlVerb;
}

/**
 * The caller's side of a bridged call: <Dial> into the conference `name`, waiting (hold music) until the
 * advisor's leg starts it, and ending it on leaving, so the advisor is never left alone in it. A caller
 * who may top up (`mayStepOut`) leaves it with star instead (hangupOnStar: the <Dial> ends, its action
 * is asked what next) and the conference outlives them: the advisor waits on hold, and our line ends
 * the advisor's leg itself when the caller does not come back.
 */
export function dialConference(options: {
  name: string;
  action: string;
  timeLimitSeconds: number;
  mayStepOut?: boolean;
}): TwimlVerb {
  return `<Dial${attributes({
    timeLimit: options.timeLimitSeconds,
    action: options.action,
    method: 'POST',
    hangupOnStar: options.mayStepOut ? 'true' : undefined,
  })}><Conference${attributes({
    startConferenceOnEnter: 'false',
    endConferenceOnExit: options.mayStepOut ? 'false' : 'true',
    beep: 'false',
  })}>${escapeMarkup(options.name)}</Conference></Dial>` as TwimlVerb;
}

/** Touch tones played into the call: the advisor's short signal before the cap. */
export function playDigits(digits: string): TwimlVerb {
  return `<Play${attributes({ digits })}/>` as TwimlVerb;
}

export function redirect(url: string): TwimlVerb {
  return `<Redirect method="POST">${escapeMarkup(url)}</Redirect>` as TwimlVerb;
}

export function response(...verbs: TwimlVerb[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.join('')}</Response>`;
}
