import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { variantOf } from '@app/shared/messages/variant';
import { genderContext } from '@app/shared/rules/grammatical-gender';
import { formatLongDateIn, formatTimeIn, type Language } from '@app/shared/rules/language';
import { plainTextEmailHtml } from '../../email-html.ts';
import { greetingLine } from '../../greeting.ts';

export interface CallReceiptInput {
  language: Language;
  /** The name to greet by (shownCustomerName), or null. */
  customerName: string | null;
  advisorName: string;
  /** How French refers to the advisor (« Voyante : … »); null: the wording that agrees with nobody. */
  advisorGender: string | null;
  callStart: Date;
  durationSeconds: number;
  minutesBilled: number;
  /** Minutes given back in the same settlement (a call that dropped in its first minute). */
  minutesCredited: number;
  balanceAfter: number;
}

/** What both receipts say, in the customer's language. */
function receiptValues(input: CallReceiptInput) {
  const words = messagesIn(input.language).calls.receipt;
  return {
    advisor: input.advisorName,
    date: formatLongDateIn(input.language, input.callStart),
    time: formatTimeIn(input.language, input.callStart),
    duration: formatMessage(words.duration, {
      minutes: Math.floor(input.durationSeconds / 60),
      seconds: String(input.durationSeconds % 60).padStart(2, '0'),
    }),
    minutes: input.minutesBilled,
    // « 0 minute », « 1 minute » in French; '1 minute' in English.
    balance: formatMessage(
      variantOf(words, 'balance', { language: input.language, count: input.balanceAfter }),
      {
        count: input.balanceAfter,
      },
    ),
    product: BRAND.productName,
  };
}

/** The text message of a customer who chose receipts by SMS on /profile. */
export function callReceiptSms(input: CallReceiptInput): string {
  const words = messagesIn(input.language).calls.receipt;
  return formatMessage(words.sms, {
    ...receiptValues(input),
    note: input.minutesCredited > 0 ? words.droppedSms : '',
  });
}

/** The e-mail a customer gets once a call is billed: advisor, start, length, minutes billed, balance left. */
export function callReceipt(input: CallReceiptInput): { subject: string; body: string; html: string } {
  const words = messagesIn(input.language).calls.receipt;
  const template = variantOf(words, 'text', {
    language: input.language,
    context: genderContext(input.advisorGender),
  });
  const body = `${greetingLine(input.language, input.customerName)}\n\n${formatMessage(template, {
    ...receiptValues(input),
    note: input.minutesCredited > 0 ? words.droppedNote : '',
  })}`;
  return {
    subject: formatMessage(words.subject, { advisor: input.advisorName }),
    body,
    html: plainTextEmailHtml({
      product: BRAND.productName,
      text: body,
      footer: BRAND.city,
      language: input.language,
    }),
  };
}
