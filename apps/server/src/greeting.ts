import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import type { Language } from '@app/shared/rules/language';

/**
 * The first line of every e-mail and text written to a customer: 'Hello Marie,' by the first name they
 * gave, or 'Hello,' while they have given none (null from shownCustomerName, never the sign-up default).
 */
export function greetingLine(language: Language, name: string | null): string {
  const words = messagesIn(language).auth.emails;
  return name === null ? words.greetingNoName : formatMessage(words.greeting, { name });
}
