import { BRAND } from '@app/shared/brand';
import { SUPPORT_PHONE } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import type { EmailMessage } from '../../adapters/email.ts';
import { escapeMarkup } from '../../escape-markup.ts';

const text = en.auth.emails;
const product = BRAND.productName;

/** One call-to-action e-mail: a text part that reads well on its own, and a simple branded HTML part. */
function actionEmail(input: {
  to: string;
  name: string;
  subject: string;
  intro: string;
  button: string;
  url: string;
  /** A closing paragraph; defaults to "if you did not create this account". */
  ignore?: string;
  /** An extra highlighted paragraph (the welcome offer). */
  highlight?: string;
}): EmailMessage {
  const ignore = input.ignore ?? text.ignore;
  const greeting = formatMessage(text.greeting, { name: input.name });
  const footer = formatMessage(text.footer, { product });
  const lines = [
    greeting,
    '',
    input.intro,
    '',
    ...(input.highlight ? [input.highlight, ''] : []),
    `${text.verify.linkHint} ${input.url}`,
    '',
    ignore,
    '',
    '--',
    footer,
  ];
  const url = escapeMarkup(input.url);
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#5b21b6">${escapeMarkup(product)}</h1>
<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(input.intro)}</p>
${input.highlight ? `<p style="background:#f5f3ff;border-left:4px solid #6d28d9;padding:12px 16px;font-weight:bold">${escapeMarkup(input.highlight)}</p>` : ''}
<p style="margin:32px 0"><a href="${url}" style="background:#6d28d9;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeMarkup(input.button)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeMarkup(text.verify.linkHint)}<br><a href="${url}" style="color:#6d28d9;word-break:break-all">${url}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeMarkup(ignore)}</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${escapeMarkup(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: input.to, subject: input.subject, text: lines.join('\n'), html };
}

export function verificationEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return actionEmail({
    ...input,
    subject: formatMessage(text.verify.subject, { product }),
    intro: formatMessage(text.verify.intro, { product }),
    button: text.verify.button,
  });
}

export function passwordResetEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return actionEmail({
    ...input,
    subject: formatMessage(text.reset.subject, { product }),
    intro: formatMessage(text.reset.intro, { product }),
    button: text.reset.button,
    ignore: text.reset.ignore,
  });
}

export function welcomeEmail(input: { to: string; name: string; url: string }): EmailMessage {
  return actionEmail({
    ...input,
    subject: formatMessage(text.welcome.subject, { product }),
    intro: formatMessage(text.welcome.intro, { product, phone: SUPPORT_PHONE }),
    highlight: text.welcome.offer,
    button: text.welcome.button,
    ignore: '',
  });
}
