import { LANGUAGE_TAGS, type Language } from '@app/shared/rules/language';
import { escapeMarkup } from './escape-markup.ts';

/**
 * The branded shell of every HTML e-mail: the product's name on top, the message's own markup, then a
 * small-print footer. Table layout and inline styles, because that is what mail clients render alike.
 * `content` is markup the caller built (with its text escaped); `product` and `footer` are escaped here.
 */
export function brandedEmailHtml(input: {
  product: string;
  content: string;
  footer: string;
  language?: Language;
}): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[input.language ?? 'en']}"><body style="margin:0;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#5b21b6">${escapeMarkup(input.product)}</h1>
${input.content}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${escapeMarkup(input.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** A call-to-action button that survives mail clients (a styled link, not a <button>). */
export function emailButtonHtml(label: string, url: string): string {
  return `<p style="margin:32px 0"><a href="${escapeMarkup(url)}" style="background:#6d28d9;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeMarkup(label)}</a></p>`;
}

/** The HTML part of a plain-text message: each paragraph escaped, line breaks kept, in the branded shell. */
export function plainTextEmailHtml(input: {
  product: string;
  text: string;
  footer: string;
  language: Language;
}): string {
  const content = input.text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;line-height:1.5">${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return brandedEmailHtml({
    product: input.product,
    content,
    footer: input.footer,
    language: input.language,
  });
}
