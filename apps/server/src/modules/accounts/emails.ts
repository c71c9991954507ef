import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import { formatMoneyIn, type Language } from '@app/shared/rules/language';
import type { EmailMessage } from '../../adapters/email.ts';
import { brandedEmailHtml, emailButtonHtml } from '../../email-html.ts';
import { escapeMarkup } from '../../escape-markup.ts';
import { greetingLine } from '../../greeting.ts';

const product = BRAND.productName;

/** Who an e-mail with a link goes to, in their language, and the link. */
export interface LinkEmailTo {
  to: string;
  /** The name to greet by (shownCustomerName), or null: 'Hello,'. */
  name: string | null;
  url: string;
  language: Language;
}

/** One call-to-action e-mail: a text part that reads well on its own, and a simple branded HTML part. */
function actionEmail(
  input: LinkEmailTo & {
    subject: string;
    intro: string;
    button: string;
    /** A closing paragraph; defaults to "if you did not create this account". */
    ignore?: string;
    /** An extra highlighted paragraph (the welcome offer). */
    highlight?: string;
  },
): EmailMessage {
  const text = messagesIn(input.language).auth.emails;
  const ignore = input.ignore ?? text.ignore;
  const greeting = greetingLine(input.language, input.name);
  const footer = formatMessage(text.footer, { product });
  const lines = [
    greeting,
    '',
    input.intro,
    '',
    ...(input.highlight ? [input.highlight, ''] : []),
    `${text.verify.linkText} ${input.url}`,
    '',
    ignore,
    '',
    '--',
    footer,
  ];
  const url = escapeMarkup(input.url);
  const content = `<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(input.intro)}</p>
${input.highlight ? `<p style="background:#f5f3ff;border-left:4px solid #6d28d9;padding:12px 16px;font-weight:bold">${escapeMarkup(input.highlight)}</p>` : ''}
${emailButtonHtml(input.button, input.url)}
<p style="font-size:13px;color:#4b5563">${escapeMarkup(text.verify.linkHint)}<br><a href="${url}" style="color:#6d28d9;word-break:break-all">${url}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeMarkup(ignore)}</p>`;
  const html = brandedEmailHtml({ product, content, footer, language: input.language });
  return { to: input.to, subject: input.subject, text: lines.join('\n'), html };
}

export function verificationEmail(input: LinkEmailTo): EmailMessage {
  const text = messagesIn(input.language).auth.emails;
  return actionEmail({
    ...input,
    subject: formatMessage(text.verify.subject, { product }),
    intro: formatMessage(text.verify.intro, { product }),
    button: text.verify.button,
  });
}

export function passwordResetEmail(input: LinkEmailTo): EmailMessage {
  const text = messagesIn(input.language).auth.emails;
  return actionEmail({
    ...input,
    subject: formatMessage(text.reset.subject, { product }),
    intro: formatMessage(text.reset.intro, { product }),
    button: text.reset.button,
    ignore: text.reset.ignore,
  });
}

export function welcomeEmail(input: LinkEmailTo): EmailMessage {
  const text = messagesIn(input.language).auth.emails;
  return actionEmail({
    ...input,
    subject: formatMessage(text.welcome.subject, { product }),
    intro: formatMessage(text.welcome.intro, { product, phone: SUPPORT_PHONE }),
    highlight: text.welcome.offer,
    button: text.welcome.button,
    ignore: '',
  });
}

/** What closing refunds, for the confirmation e-mail: sent back by each provider, and what waits for our team. */
export interface ClosureRefundLines {
  refunds: readonly { provider: 'paypal' | 'interac'; minutes: number; amountCents: number }[];
  queuedCents: number;
}

/** The e-mail's lines about the refund, in the customer's language (none when nothing is refunded). */
function refundLines(language: Language, closure: ClosureRefundLines | undefined): string[] {
  if (!closure || (closure.refunds.length === 0 && closure.queuedCents === 0)) return [];
  const words = messagesIn(language).deletion.closure;
  const lines = closure.refunds.map((refund) =>
    formatMessage(pluralText(words.refund, refund.provider, refund.minutes, language), {
      amount: formatMoneyIn(language, refund.amountCents),
      count: refund.minutes,
    }),
  );
  if (closure.queuedCents > 0)
    lines.push(formatMessage(words.queued, { amount: formatMoneyIn(language, closure.queuedCents) }));
  return [...lines, words.delay];
}

/**
 * The confirmation that an account was closed (no action: a notice, with who to call if it was not them),
 * and what closing refunds of the paid minutes left, if any.
 */
export function accountDeletedEmail(input: {
  to: string;
  name: string | null;
  language: Language;
  closure?: ClosureRefundLines;
}): EmailMessage {
  const text = messagesIn(input.language).auth.emails;
  const deleted = text.deleted;
  const greeting = greetingLine(input.language, input.name);
  const intro = formatMessage(deleted.intro, { product });
  const refunds = refundLines(input.language, input.closure);
  const notYou = formatMessage(deleted.notYou, { phone: SUPPORT_PHONE });
  const footer = formatMessage(deleted.footer, { product });
  const lines = [greeting, '', intro, '', ...refunds.flatMap((line) => [line, '']), notYou, '', '--', footer];
  const content = `<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(intro)}</p>
${refunds.map((line) => `<p>${escapeMarkup(line)}</p>\n`).join('')}<p style="font-size:13px;color:#4b5563">${escapeMarkup(notYou)}</p>`;
  return {
    to: input.to,
    subject: formatMessage(deleted.subject, { product }),
    text: lines.join('\n'),
    html: brandedEmailHtml({ product, content, footer, language: input.language }),
  };
}
