import { GST_RATE_PER_100K, TAX_RATE_DENOMINATOR } from '../constants.ts';
import { centsAtRateHalfUp } from './money.ts';

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
