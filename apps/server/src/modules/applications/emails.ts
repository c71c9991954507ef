import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { formatLongDateIn, type Language, pathInLanguage } from '@app/shared/rules/language';
import { formatPhoneDisplay } from '@app/shared/rules/phone';
import {
  APPLICATION_RETENTION_MONTHS,
  REAPPLY_AFTER_MONTHS,
  type REJECTION_REASONS,
} from '@app/shared/schemas/applications';
import type { EmailMessage } from '../../adapters/email.ts';
import { brandedEmailHtml, emailButtonHtml } from '../../email-html.ts';
import { escapeMarkup } from '../../escape-markup.ts';
import { greetingLine } from '../../greeting.ts';

const product = BRAND.productName;

/** The withdraw page of the applicant's language, with the application's secret. */
export function withdrawUrl(publicUrl: string, language: Language, token: string): string {
  const path = language === 'fr' ? '/fr/postuler/retrait' : '/apply/withdraw';
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * "We received your application", in the language of the form: what happens next, the link to withdraw
 * it, and how long it is kept. The text part reads well alone (and holds the link, for the dev outbox).
 */
export function applicationReceivedEmail(input: {
  to: string;
  name: string;
  phoneE164: string;
  language: Language;
  withdrawUrl: string;
}): EmailMessage {
  const words = messagesIn(input.language).applications.email;
  const greeting = greetingLine(input.language, input.name);
  const intro = formatMessage(words.intro, { product });
  const next = formatMessage(words.next, { phone: formatPhoneDisplay(input.phoneE164) });
  const retention = formatMessage(words.retention, { months: APPLICATION_RETENTION_MONTHS });
  const footer = formatMessage(words.footer, { product });
  const text = [
    greeting,
    '',
    intro,
    '',
    next,
    '',
    `${words.withdraw} ${input.withdrawUrl}`,
    '',
    retention,
    '',
    '--',
    footer,
  ].join('\n');
  const url = escapeMarkup(input.withdrawUrl);
  const content = `<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(intro)}</p>
<p>${escapeMarkup(next)}</p>
<p>${escapeMarkup(words.withdraw)}</p>
${emailButtonHtml(words.withdrawButton, input.withdrawUrl)}
<p style="font-size:13px;color:#4b5563">${escapeMarkup(words.linkHint)}<br><a href="${url}" style="color:#6d28d9;word-break:break-all">${url}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeMarkup(retention)}</p>`;
  return {
    to: input.to,
    subject: formatMessage(words.subject, { product }),
    text,
    html: brandedEmailHtml({ product, content, footer, language: input.language }),
  };
}

/**
 * "We cannot accept your application", in the language of the form: why (the reason staff chose from
 * the list), from when they may apply again, and how long the application is kept.
 */
export function applicationRejectedEmail(input: {
  to: string;
  name: string;
  language: Language;
  reason: (typeof REJECTION_REASONS)[number];
  reapplyFrom: Date;
}): EmailMessage {
  const words = messagesIn(input.language).applications;
  const greeting = greetingLine(input.language, input.name);
  const intro = formatMessage(words.rejectionEmail.intro, { product });
  const reason = words.rejectionEmail.reasons[input.reason];
  const reapply = formatMessage(words.rejectionEmail.reapply, {
    months: REAPPLY_AFTER_MONTHS,
    date: formatLongDateIn(input.language, input.reapplyFrom),
  });
  const retention = formatMessage(words.email.retention, { months: APPLICATION_RETENTION_MONTHS });
  const footer = formatMessage(words.rejectionEmail.footer, { product });
  const text = [greeting, '', intro, '', reason, '', reapply, '', retention, '', '--', footer].join('\n');
  const content = [greeting, intro, reason, reapply]
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .concat(`<p style="font-size:13px;color:#4b5563">${escapeMarkup(retention)}</p>`)
    .join('\n');
  return {
    to: input.to,
    subject: formatMessage(words.rejectionEmail.subject, { product }),
    text,
    html: brandedEmailHtml({ product, content, footer, language: input.language }),
  };
}

/** The approval's welcome text, in the language of the form: the extension, and where to sign in. */
export function approvedWelcomeText(input: {
  publicUrl: string;
  language: Language;
  agentId: number;
}): string {
  return formatMessage(messagesIn(input.language).applications.sms.welcome, {
    product,
    agentId: input.agentId,
    url: `${input.publicUrl}${pathInLanguage('/login', input.language)}`,
  });
}
