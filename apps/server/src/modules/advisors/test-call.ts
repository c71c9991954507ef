import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';
import { escapeMarkup } from '../../escape-markup.ts';

/** The test call's TwiML webhook: Twilio fetches it once the advisor's phone is answered. */
export const TEST_CALL_PATH = '/api/telephony/test-call';

/** The webhook's URL path for advisor `agentId`'s test call: the advisor and the language travel in it (signed). */
export function testCallPath(agentId: number, language: Language): string {
  const query = new URLSearchParams({ agent: String(agentId), ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${TEST_CALL_PATH}?${query}`;
}

/** The voices of the phone line (calls/twiml.ts): American English, and Canadian French (Amazon Polly). */
const VOICES: Record<Language, { voice: string; language: string }> = {
  en: { voice: 'Polly.Joanna', language: 'en-US' },
  fr: { voice: 'Polly.Chantal', language: 'fr-CA' },
};

/** What the test call says, in the console's language, then it hangs up. */
export function testCallTwiml(language: Language): string {
  const { voice, language: spoken } = VOICES[language];
  const text = formatMessage(messagesIn(language).advisorTestCall.say, { product: BRAND.productName });
  return (
    '<?xml version="1.0" encoding="UTF-8"?><Response>' +
    `<Say voice="${voice}" language="${spoken}">${escapeMarkup(text)}</Say><Hangup/></Response>`
  );
}

/**
 * Whether Twilio's answering-machine verdict (AnsweredBy) is a person: a voicemail greeting proves the
 * number rings, not that the advisor hears our calls, so only a person (or no verdict) ticks the item.
 */
export function answeredByPerson(answeredBy: string | undefined): boolean {
  return !answeredBy || !(answeredBy.startsWith('machine') || answeredBy === 'fax');
}
