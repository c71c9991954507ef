import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import { formatLongDateIn, type Language, pathInLanguage } from '@app/shared/rules/language';
import { advisorSlug } from '@app/shared/rules/slug';
import { plainTextEmailHtml } from '../../email-html.ts';
import { greetingLine } from '../../greeting.ts';

export interface Notice {
  subject?: string;
  body: string;
  html?: string;
}

const htmlOf = (text: string, language: Language) =>
  plainTextEmailHtml({ product: BRAND.productName, text, footer: BRAND.city, language });

/** "{{name}} is taking calls now", by text or e-mail, in the customer's language. */
export function availabilityNotice(input: {
  language: Language;
  channel: 'sms' | 'email';
  /** The name to greet by (shownCustomerName), or null. */
  customerName: string | null;
  advisorName: string;
  agentId: number;
  publicUrl: string;
}): Notice {
  const words = messagesIn(input.language).trust.messages;
  const url = new URL(
    pathInLanguage(`/psychic/${advisorSlug(input.advisorName, input.agentId)}`, input.language),
    input.publicUrl,
  ).href;
  const values = {
    brand: BRAND.productName,
    name: input.advisorName,
    phone: SUPPORT_PHONE,
    extension: input.agentId,
    url,
  };
  if (input.channel === 'sms') return { body: formatMessage(words.availableSms, values) };
  const body = `${greetingLine(input.language, input.customerName)}\n\n${formatMessage(words.availableText, values)}`;
  return {
    subject: formatMessage(words.availableSubject, values),
    body,
    html: htmlOf(body, input.language),
  };
}

/** The answer to a satisfaction request, by e-mail. */
export function satisfactionNotice(input: {
  language: Language;
  decision: 'granted' | 'declined';
  customerName: string | null;
  callStart: Date;
  minutes: number;
  note: string;
}): Notice {
  const words = messagesIn(input.language).trust.messages;
  const values = {
    brand: BRAND.productName,
    count: input.minutes,
    date: formatLongDateIn(input.language, input.callStart),
    note: input.note,
  };
  const text = formatMessage(
    input.decision === 'granted'
      ? pluralText(words, 'grantedText', input.minutes, input.language)
      : words.declinedText,
    values,
  );
  const body = `${greetingLine(input.language, input.customerName)}\n\n${text}`;
  return {
    subject: input.decision === 'granted' ? words.grantedSubject : words.declinedSubject,
    body,
    html: htmlOf(body, input.language),
  };
}
