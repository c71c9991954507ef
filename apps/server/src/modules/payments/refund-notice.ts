import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { soldBundleName } from '@app/shared/rules/bundle-name';
import { formatLongDateIn, formatMoneyIn, type Language } from '@app/shared/rules/language';
import { shortOrderId } from '@app/shared/rules/order-id';
import type { EmailMessage } from '../../adapters/email.ts';
import { plainTextEmailHtml } from '../../email-html.ts';
import { greetingLine } from '../../greeting.ts';

const product = BRAND.productName;

/** What a refund notice says: the refund as settled, and the purchase it was made on. */
export interface RefundNoticeInput {
  language: Language;
  /** The name to greet by (shownCustomerName), or null. */
  customerName: string | null;
  email: string;
  amountCents: number;
  /** Minutes actually taken back (a balance already spent gives fewer than asked). */
  minutesTaken: number;
  balanceAfter: number;
  /** Staff's note on the refund: why it was made. */
  reason: string;
  purchaseDate: Date;
  bundleId: string | null;
  bundleName: string;
  orderId: string;
}

function values(input: RefundNoticeInput) {
  const catalogue = messagesIn(input.language);
  return {
    product,
    amount: formatMoneyIn(input.language, input.amountCents),
    date: formatLongDateIn(input.language, input.purchaseDate),
    bundle: soldBundleName(catalogue.purchase.bundleNames, input),
    orderId: shortOrderId(input.orderId),
    minutes: input.minutesTaken,
    balance: input.balanceAfter,
    reason: input.reason,
  };
}

/** The e-mail every refunded customer gets, in their language: amount, minutes taken back, reason. */
export function refundNoticeEmail(input: RefundNoticeInput): EmailMessage {
  const words = messagesIn(input.language).receipts.refundNotice;
  const filled = values(input);
  const text = [
    greetingLine(input.language, input.customerName),
    '',
    formatMessage(words.intro, filled),
    '',
    formatMessage(words.minutes, filled),
    formatMessage(words.balance, filled),
    formatMessage(words.reason, filled),
    '',
    words.delay,
    '',
    '--',
    formatMessage(words.footer, filled),
  ].join('\n');
  return {
    to: input.email,
    subject: formatMessage(words.subject, filled),
    text,
    html: plainTextEmailHtml({ product, text, footer: BRAND.city, language: input.language }),
  };
}

/** The same by text, for a customer who chose text receipts for their calls. */
export function refundNoticeSms(input: RefundNoticeInput): string {
  return formatMessage(messagesIn(input.language).receipts.refundNotice.sms, values(input));
}
