import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';
import { hangup, response, say } from '../../twiml.ts';

/** The test call's TwiML webhook: Twilio fetches it once the advisor's phone is answered. */
export const TEST_CALL_PATH = '/api/telephony/test-call';

/** The webhook's URL path for advisor `agentId`'s test call: the advisor and the language travel in it (signed). */
export function testCallPath(agentId: number, language: Language): string {
  const query = new URLSearchParams({ agent: String(agentId), ...(language === 'fr' ? { lang: 'fr' } : {}) });
  return `${TEST_CALL_PATH}?${query}`;
}

/** What the test call says, in the console's language, then it hangs up. */
export function testCallTwiml(language: Language): string {
  const text = formatMessage(messagesIn(language).advisorTestCall.say, { product: BRAND.productName });
  return response(say(text, language), hangup());
}

/**
 * Whether Twilio's answering-machine verdict (AnsweredBy) is a person: a voicemail greeting proves the
 * number rings, not that the advisor hears our calls, so only a person (or no verdict) ticks the item.
 */
export function answeredByPerson(answeredBy: string | undefined): boolean {
  return !answeredBy || !(answeredBy.startsWith('machine') || answeredBy === 'fax');
}
