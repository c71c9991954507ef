import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import type { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { variantOf } from '@app/shared/messages/variant';
import { genderContext } from '@app/shared/rules/grammatical-gender';
import { formatMoneyIn, type Language } from '@app/shared/rules/language';
import { say, type TwimlVerb } from '../../twiml.ts';

/** A prompt of the catalogue's calls.voice, by its key or, for a counted one, the stem of its plural keys. */
export type VoiceKey =
  | keyof typeof en.calls.voice
  | (keyof typeof en.calls.voice extends infer K ? (K extends `${infer Stem}_one` ? Stem : never) : never);

export type Values = Record<string, string | number>;

/** How a prompt agrees: `count` picks its singular or plural, `gender` the advisor's agreement. */
export type Variant = { count?: number; gender?: string | null };

/**
 * The words of a customer prompt in the call's language: `count` picks its singular or plural (in French
 * « 0 minute »), `gender` the advisor's agreement where French has one.
 */
export function words(language: Language, key: VoiceKey, values: Values = {}, variant: Variant = {}): string {
  const template = variantOf(messagesIn(language).calls.voice, key, {
    language,
    count: variant.count,
    context: genderContext(variant.gender),
  });
  return formatMessage(template, { product: BRAND.productName, ...values });
}

/** A customer prompt of the catalogue in the call's language, its voice that language's. */
export function speak(
  language: Language,
  key: VoiceKey,
  values: Values = {},
  variant: Variant = {},
): TwimlVerb {
  return say(words(language, key, values, variant), language);
}

/** What the caller hears as their advisor is rung, bridged or dialled: the advisor's name and the minutes. */
export function speakConnecting(language: Language, outcome: { advisorName: string; minutes: number }) {
  return speak(
    language,
    'connecting',
    { advisor: outcome.advisorName, minutes: outcome.minutes },
    { count: outcome.minutes },
  );
}

/** An amount as the voice says it: "$28.74", « 28,74 $ ». */
export function spokenAmount(language: Language, cents: number): string {
  return formatMoneyIn(language, cents).replace('CA$', '$');
}
