import { BUSINESS_TIME_ZONE, NUMBER_LOCALE, TAX_RATE_DENOMINATOR } from '../constants.ts';
import { formatMessage } from '../messages/format.ts';
import type { receipts } from '../messages/receipts.ts';
import type { salesTax } from '../messages/sales-tax.ts';
import type { Receipt } from '../schemas/receipts.ts';
import { formatMoneyIn } from './language.ts';
import { formatRatePercent } from './sales-tax.ts';

/** The printable receipt page of a purchase (linked from the dashboard and the receipt e-mail). */
export function receiptPath(purchaseId: string): string {
  return `/receipts/${encodeURIComponent(purchaseId)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a purchase was made, on the company's clock (Montréal), with the zone spelled out so a customer
 * elsewhere reads it right: 'November 23, 2026 at 3:04 PM EST'. The locale is the customer's language.
 */
export function formatReceiptDate(instant: string | Date, locale: string = NUMBER_LOCALE): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: BUSINESS_TIME_ZONE,
      timeZoneName: 'short',
    });
    dateFormats.set(locale, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The catalogue's shape with any text: a French section with the same keys fits it. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ReceiptMessages = Texts<typeof receipts>;
export type SalesTaxMessages = Texts<typeof salesTax>;

/** What a receipt reads: its own section and the tax names of the sales-tax section. */
export interface ReceiptCatalogue {
  receipts: ReceiptMessages;
  salesTax: SalesTaxMessages;
}

/** A tax line's label: 'HST (13%)', « TVH (13 %) ». */
export function taxLineLabel(
  line: { name: keyof SalesTaxMessages['names']; rate: number },
  t: SalesTaxMessages,
  locale: string = NUMBER_LOCALE,
): string {
  return formatMessage(t.line, {
    name: t.names[line.name],
    rate: formatRatePercent(Math.round(line.rate * TAX_RATE_DENOMINATOR), locale),
  });
}

export interface ReceiptLine {
  key: string;
  label: string;
  value: string;
  /** How the value reads: an identifier (shown as code), a discount, the total. */
  tone?: 'code' | 'discount' | 'total';
}

export interface ReceiptLines {
  order: ReceiptLine[];
  items: ReceiptLine[];
  amounts: ReceiptLine[];
  /** The seller block: legal name and address lines, then the registration numbers. */
  seller: { name: string; address: string; registrations: ReceiptLine[] };
}

/**
 * The labelled lines of a receipt, in the catalogue's language: the page and the e-mail both render
 * these, so they always show the same figures in the same order. Optional lines (coupon bonus minutes,
 * discount) appear only when they are not zero.
 */
export function receiptLines(
  receipt: Receipt,
  catalogue: ReceiptCatalogue,
  locale: string = NUMBER_LOCALE,
): ReceiptLines {
  const { receipts: m, salesTax: t } = catalogue;
  const f = m.fields;
  // Money as the locale writes it: 'CA$25.00' (the spec's en-US) or « 25,00 $ » (fr-CA).
  const money = (cents: number) => formatMoneyIn(locale.startsWith('fr') ? 'fr' : 'en', cents);
  const line = (key: string, label: string, value: string | number, tone?: ReceiptLine['tone']) => ({
    key,
    label,
    value: String(value),
    ...(tone ? { tone } : {}),
  });
  return {
    order: [
      line('receiptNumber', f.receiptNumber, receipt.purchaseId, 'code'),
      line('orderId', f.orderId, receipt.orderId, 'code'),
      line('date', f.date, formatReceiptDate(receipt.purchasedAt, locale)),
      line('paymentMethod', f.paymentMethod, m.methods[receipt.paymentMethod]),
    ],
    items: [
      line('package', f.package, receipt.bundleName),
      line('minutes', f.minutes, receipt.bundleMinutes),
      line('giftMinutes', f.giftMinutes, receipt.giftMinutes),
      ...(receipt.bonusMinutes > 0 ? [line('bonusMinutes', f.bonusMinutes, receipt.bonusMinutes)] : []),
      line('totalMinutes', f.totalMinutes, receipt.totalMinutes),
    ],
    amounts: [
      line('price', f.price, money(receipt.priceCents)),
      ...(receipt.discountCents > 0
        ? [
            line(
              'discount',
              receipt.couponCode
                ? formatMessage(f.discountWithCode, { code: receipt.couponCode })
                : f.discount,
              `\u2212${money(receipt.discountCents)}`,
              'discount',
            ),
          ]
        : []),
      line('subtotal', f.subtotal, money(receipt.subtotalCents)),
      ...receipt.taxes.map((tax) =>
        line(tax.name.toLowerCase(), taxLineLabel(tax, t, locale), money(tax.amountCents)),
      ),
      line('tax', f.tax, money(receipt.taxCents)),
      line('total', f.total, money(receipt.totalCents), 'total'),
    ],
    seller: {
      name: receipt.business.legalName,
      address: receipt.business.address,
      // GST and HST share one number (the GST/HST account): it is printed once.
      registrations: receipt.registrations.map((registration) =>
        line(
          `${registration.name === 'HST' ? 'gst' : registration.name.toLowerCase()}Number`,
          t.registrations[registration.name],
          registration.number,
        ),
      ),
    },
  };
}
