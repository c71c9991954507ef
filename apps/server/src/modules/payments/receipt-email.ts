import { BRAND } from '@app/shared/brand';
import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import { soldBundleName } from '@app/shared/rules/bundle-name';
import type { Language } from '@app/shared/rules/language';
import { type ReceiptLine, receiptLines } from '@app/shared/rules/receipt';
import type { Receipt } from '@app/shared/schemas/receipts';
import type { EmailMessage } from '../../adapters/email.ts';
import { brandedEmailHtml, emailButtonHtml } from '../../email-html.ts';
import { escapeMarkup } from '../../escape-markup.ts';
import { greetingLine } from '../../greeting.ts';

const product = BRAND.productName;

function rowsHtml(lines: ReceiptLine[]): string {
  return lines
    .map((line) => {
      const total = line.tone === 'total';
      const cell = `padding:6px 0;${total ? 'border-top:1px solid #e5e7eb;font-weight:bold;font-size:16px;' : ''}`;
      const value = `${cell}text-align:right;${line.tone === 'discount' ? 'color:#047857;' : ''}`;
      return `<tr><td style="${cell}color:#4b5563">${escapeMarkup(line.label)}</td><td style="${value}">${escapeMarkup(line.value)}</td></tr>`;
    })
    .join('\n');
}

function tableHtml(title: string, lines: ReceiptLine[]): string {
  return `<h2 style="margin:24px 0 8px;font-size:15px;color:#5b21b6">${escapeMarkup(title)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
${rowsHtml(lines)}
</table>`;
}

/**
 * The receipt e-mail: every figure of the receipt page (the same lines, from `receiptLines`), a link to
 * the printable page, and the seller's legal name, address and tax registration numbers. The text part
 * reads well alone; the HTML part is the same content in the branded shell.
 */
export function receiptEmail(receipt: Receipt, receiptUrl: string, language: Language = 'en'): EmailMessage {
  const catalogue = messagesIn(language);
  const messages = catalogue.receipts;
  const textLine = (line: ReceiptLine) =>
    formatMessage(messages.line, { label: line.label, value: line.value });
  const bundleName = soldBundleName(catalogue.purchase.bundleNames, receipt);
  const lines = receiptLines(
    { ...receipt, bundleName },
    { receipts: messages, salesTax: catalogue.salesTax },
    language === 'fr' ? 'fr-CA' : undefined,
  );
  const greeting = greetingLine(language, receipt.customer.name);
  const intro = formatMessage(pluralText(messages.email, 'intro', receipt.totalMinutes, language), {
    count: receipt.totalMinutes,
  });
  const footer = formatMessage(messages.email.footer, { product });
  const currencyNote = formatMessage(messages.currencyNote, { currency: receipt.currency });

  const text = [
    greeting,
    '',
    intro,
    ...(receipt.refunded ? ['', messages.refunded] : []),
    '',
    messages.title,
    ...lines.order.map(textLine),
    '',
    ...lines.items.map(textLine),
    '',
    ...lines.amounts.map(textLine),
    currencyNote,
    '',
    messages.sections.soldBy,
    lines.seller.name,
    lines.seller.address,
    ...lines.seller.registrations.map(textLine),
    '',
    messages.sections.billedTo,
    ...(receipt.customer.name ? [receipt.customer.name] : []),
    receipt.customer.email,
    '',
    `${messages.email.linkHint} ${receiptUrl}`,
    '',
    '--',
    footer,
  ].join('\n');

  const url = escapeMarkup(receiptUrl);
  const small = 'font-size:13px;color:#4b5563';
  const content = `<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(intro)}</p>
${receipt.refunded ? `<p style="color:#b91c1c;font-weight:bold">${escapeMarkup(messages.refunded)}</p>` : ''}
${tableHtml(messages.title, lines.order)}
${tableHtml(messages.sections.items, [...lines.items, ...lines.amounts])}
<p style="${small}">${escapeMarkup(currencyNote)}</p>
<h2 style="margin:24px 0 8px;font-size:15px;color:#5b21b6">${escapeMarkup(messages.sections.soldBy)}</h2>
<p style="margin:0;font-size:14px"><strong>${escapeMarkup(lines.seller.name)}</strong><br>${escapeMarkup(lines.seller.address)}</p>
<p style="${small}">${lines.seller.registrations.map((line) => escapeMarkup(textLine(line))).join('<br>')}</p>
<h2 style="margin:24px 0 8px;font-size:15px;color:#5b21b6">${escapeMarkup(messages.sections.billedTo)}</h2>
<p style="margin:0;font-size:14px">${receipt.customer.name ? `${escapeMarkup(receipt.customer.name)}<br>` : ''}${escapeMarkup(receipt.customer.email)}</p>
${emailButtonHtml(messages.email.button, receiptUrl)}
<p style="${small}">${escapeMarkup(messages.email.linkHint)}<br><a href="${url}" style="color:#6d28d9;word-break:break-all">${url}</a></p>`;

  return {
    to: receipt.customer.email,
    subject: formatMessage(messages.email.subject, { product, bundle: bundleName }),
    text,
    html: brandedEmailHtml({ product, content, footer, language }),
  };
}
