import { GST_RATE_PER_100K, TAX_RATE_DENOMINATOR } from '../constants.ts';
import { centsAtRateHalfUp } from './money.ts';
import { type Province, SALES_TAX_RATES, type SalesTaxRate, type TaxName } from './sales-tax-rates.ts';
import { torontoDateOf } from './week.ts';

/** One tax an order charged: its name, its rate (parts per 100 000) and its amount in cents. */
export interface TaxLine {
  name: TaxName;
  ratePer100k: number;
  amountCents: number;
}

export interface SalesTaxOptions {
  /** The rate table (the shared one unless a test or an operator supplies another). */
  rates?: readonly SalesTaxRate[];
  /** Provinces whose provincial sales tax (PST, RST) the operator has switched on. */
  provincialTaxes?: readonly Province[];
}

/** The taxes in force for a province on the day of `instant`, in the table's order (federal first). */
export function ratesInForce(
  province: Province,
  instant: Date,
  options: SalesTaxOptions = {},
): SalesTaxRate[] {
  // A rate's `from` and `until` are days of the company's (Montréal) calendar.
  const day = torontoDateOf(instant);
  const switchedOn = options.provincialTaxes ?? [];
  return (options.rates ?? SALES_TAX_RATES).filter(
    (rate) =>
      rate.province === province &&
      rate.from <= day &&
      (rate.until === undefined || day < rate.until) &&
      (!rate.provincial || switchedOn.includes(province)),
  );
}

/**
 * The tax lines of a taxable amount (the price after discount) for a customer of `province` on the day
 * of `instant`: each line is its own rate on the taxable amount, rounded half up to the cent.
 */
export function taxLinesFor(
  province: Province,
  taxableCents: number,
  instant: Date,
  options: SalesTaxOptions = {},
): TaxLine[] {
  return ratesInForce(province, instant, options).map((rate) => ({
    name: rate.name,
    ratePer100k: rate.ratePer100k,
    amountCents: centsAtRateHalfUp(taxableCents, rate.ratePer100k),
  }));
}

/** The tax of an order: the sum of its lines. */
export function sumTaxLines(lines: readonly Pick<TaxLine, 'amountCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/** Tax lines as the API writes them: the rate as a fraction. */
export function toTaxLineDtos(
  lines: readonly TaxLine[],
): { name: TaxName; rate: number; amountCents: number }[] {
  return lines.map((line) => ({
    name: line.name,
    rate: rateFraction(line.ratePer100k),
    amountCents: line.amountCents,
  }));
}

/** A rate as the API writes it: a fraction (13 000 → 0.13, 9 975 → 0.09975), like the spec's 0.14975. */
export function rateFraction(ratePer100k: number): number {
  return ratePer100k / TAX_RATE_DENOMINATOR;
}

/**
 * The tax each line gives back when `amountCents` of a purchase's `paidCents` is refunded: each line in
 * proportion (its amount × refund / paid, rounded half up), never more than what is left of that line;
 * refunding all that is left of the money gives back all that is left of every line, so a run of partial
 * refunds ends with every tax returned exactly. `refundedSoFar` is what earlier refunds gave back, by name.
 */
export function refundTaxLines(
  charged: readonly TaxLine[],
  paidCents: number,
  refundedSoFar: { readonly cents: number; readonly byName: Partial<Record<TaxName, number>> },
  amountCents: number,
): TaxLine[] {
  const remainingCents = Math.max(0, paidCents - refundedSoFar.cents);
  const all = amountCents >= remainingCents;
  return charged.map((line) => {
    const left = Math.max(0, line.amountCents - (refundedSoFar.byName[line.name] ?? 0));
    if (all || paidCents <= 0) return { ...line, amountCents: all ? left : 0 };
    const scaled = line.amountCents * Math.max(0, amountCents);
    const share = Math.floor((2 * scaled + paidCents) / (2 * paidCents));
    return { ...line, amountCents: Math.min(share, left) };
  });
}

export interface QuebecTaxSplit {
  /** GST (federal, 5 %). */
  gstCents: number;
  /** QST (Québec, 9.975 %), including the rounding remainder. */
  qstCents: number;
}

/**
 * Splits the tax an order charged into its GST and QST parts, for a receipt. The order charged one
 * combined rate (14.975 %) rounded once (`taxCents`); rounding GST and QST separately can differ from
 * that by a cent, and a receipt must show exactly what was paid. So GST is its own rate on the taxable
 * amount, rounded half up like every tax figure (`centsAtRateHalfUp`), and QST is the rest of the stored
 * tax: the rounding remainder, at most a cent either way, always lands in QST, and GST + QST is the
 * stored tax to the cent. GST is capped at the stored tax, so QST is never negative whatever is stored.
 */
export function splitQuebecTax(taxableCents: number, storedTaxCents: number): QuebecTaxSplit {
  if (!Number.isSafeInteger(storedTaxCents) || storedTaxCents < 0)
    throw new RangeError(`Expected non-negative integer cents of tax, got ${storedTaxCents}`);
  if (taxableCents < 0) throw new RangeError(`Expected a non-negative taxable amount, got ${taxableCents}`);
  const gstCents = Math.min(storedTaxCents, centsAtRateHalfUp(taxableCents, GST_RATE_PER_100K));
  return { gstCents, qstCents: storedTaxCents - gstCents };
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A rate in parts per 100 000 as a percentage of the locale: 9975 → '9.975%' (en-US), '9,975 %' (fr-CA). */
export function formatRatePercent(ratePer100k: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
    percentFormats.set(locale, format);
  }
  return format.format(ratePer100k / TAX_RATE_DENOMINATOR);
}
