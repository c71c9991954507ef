/**
 * Canada's sales taxes on a service, by the customer's province or territory (the place of supply of
 * a service sold at a distance is where the customer lives). One row per tax and period: `from` is the
 * first day (inclusive, on the company's Montréal clock) and `until` the first day it no longer applies.
 * A rate change is a new row dated from its first day, with `until` set on the old one: purchases before
 * that day keep the old rate, and orders already created keep what they were charged.
 *
 * The provincial sales taxes of British Columbia (PST), Manitoba (RST) and Saskatchewan (PST) are marked
 * `provincial`: they apply only where the operator has switched them on (PROVINCIAL_SALES_TAX), because
 * whether a reading by telephone is a taxable service there is a question for the accountant.
 * Rates are in parts per 100 000, so every tax figure is integer arithmetic.
 */
import type { Province } from './provinces.ts';

export { isProvince, PROVINCES, type Province } from './provinces.ts';

/** Where a visitor or a customer without a province is taxed: the spec's prices and tax. */
export const DEFAULT_TAX_PROVINCE: Province = 'QC';

export const TAX_NAMES = ['GST', 'HST', 'QST', 'PST', 'RST'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

export interface SalesTaxRate {
  province: Province;
  name: TaxName;
  ratePer100k: number;
  /** First day in force, YYYY-MM-DD on the company's clock. */
  from: string;
  /** First day no longer in force; absent while it is current. */
  until?: string;
  /** A provincial sales tax that applies only where the operator switched it on. */
  provincial?: true;
}

const SINCE = '2008-01-01';
const gst = (province: Province): SalesTaxRate => ({
  province,
  name: 'GST',
  ratePer100k: 5_000,
  from: SINCE,
});

export const SALES_TAX_RATES: readonly SalesTaxRate[] = [
  gst('QC'),
  { province: 'QC', name: 'QST', ratePer100k: 9_975, from: '2013-01-01' },
  { province: 'ON', name: 'HST', ratePer100k: 13_000, from: '2010-07-01' },
  { province: 'NS', name: 'HST', ratePer100k: 15_000, from: '2010-07-01', until: '2025-04-01' },
  { province: 'NS', name: 'HST', ratePer100k: 14_000, from: '2025-04-01' },
  { province: 'NB', name: 'HST', ratePer100k: 15_000, from: '2016-07-01' },
  { province: 'NL', name: 'HST', ratePer100k: 15_000, from: '2016-07-01' },
  { province: 'PE', name: 'HST', ratePer100k: 15_000, from: '2016-10-01' },
  gst('AB'),
  gst('NT'),
  gst('NU'),
  gst('YT'),
  gst('BC'),
  { province: 'BC', name: 'PST', ratePer100k: 7_000, from: '2013-04-01', provincial: true },
  gst('MB'),
  { province: 'MB', name: 'RST', ratePer100k: 7_000, from: '2019-07-01', provincial: true },
  gst('SK'),
  { province: 'SK', name: 'PST', ratePer100k: 6_000, from: '2017-03-23', provincial: true },
];

/** The provinces whose provincial sales tax can be switched on. */
export const PROVINCIAL_TAX_PROVINCES: readonly Province[] = ['BC', 'MB', 'SK'];
