import type { StoredTaxLine } from '@app/db/schema';
import { TAX_NAMES, type TaxName } from '@app/shared/rules/sales-tax-rates';
import { torontoDateOf } from '@app/shared/rules/week';

/** A purchase (collected) or a completed refund (given back): when, where it was taxed, and its lines. */
export interface TaxMovement {
  at: Date;
  province: string;
  lines: readonly StoredTaxLine[];
}

/** One line of the remittance report: a tax of a province over a month or a quarter, in cents. */
export interface TaxReportRow {
  kind: 'month' | 'quarter';
  /** '2026-11' or '2026-Q4'. */
  period: string;
  /** The period's first and last business days within the range asked for. */
  firstDay: string;
  lastDay: string;
  province: string;
  tax: TaxName;
  ratePer100k: number;
  collectedCents: number;
  refundedCents: number;
  netCents: number;
}

const monthOf = (day: string) => day.slice(0, 7);
const quarterOf = (day: string) => `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;

/**
 * The sales tax collected and given back, per month and per quarter of the business calendar (Montréal's
 * clock), per province, tax and rate: what a GST/HST or QST return asks. A purchase counts on the day it
 * was paid, a refund on the day it completed (a refund of an earlier period lowers the period it falls in,
 * as the returns take it). Net = collected − refunded.
 */
export function taxReport(
  collected: readonly TaxMovement[],
  refunded: readonly TaxMovement[],
  range: { from: string; to: string },
): TaxReportRow[] {
  const rows = new Map<string, TaxReportRow>();
  const add = (movement: TaxMovement, side: 'collectedCents' | 'refundedCents') => {
    const day = torontoDateOf(movement.at);
    for (const kind of ['month', 'quarter'] as const) {
      const period = kind === 'month' ? monthOf(day) : quarterOf(day);
      for (const line of movement.lines) {
        const key = [kind, period, movement.province, line.name, line.ratePer100k].join('|');
        let row = rows.get(key);
        if (!row) {
          row = {
            kind,
            period,
            firstDay: day,
            lastDay: day,
            province: movement.province,
            tax: line.name,
            ratePer100k: line.ratePer100k,
            collectedCents: 0,
            refundedCents: 0,
            netCents: 0,
          };
          rows.set(key, row);
        }
        row[side] += line.amountCents;
        row.netCents = row.collectedCents - row.refundedCents;
      }
    }
  };
  for (const movement of collected) add(movement, 'collectedCents');
  for (const movement of refunded) add(movement, 'refundedCents');
  // Each period spans its calendar days, cut to the range asked for.
  for (const row of rows.values()) {
    const [first, last] = periodDays(row.kind, row.period);
    row.firstDay = first < range.from ? range.from : first;
    row.lastDay = last > range.to ? range.to : last;
  }
  const taxOrder = (name: TaxName) => TAX_NAMES.indexOf(name);
  return [...rows.values()].sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'month' ? -1 : 1) ||
      a.period.localeCompare(b.period) ||
      a.province.localeCompare(b.province) ||
      taxOrder(a.tax) - taxOrder(b.tax) ||
      a.ratePer100k - b.ratePer100k,
  );
}

/** The first and last calendar days of a month ('2026-11') or a quarter ('2026-Q4'). */
function periodDays(kind: 'month' | 'quarter', period: string): [string, string] {
  const year = Number(period.slice(0, 4));
  const firstMonth = kind === 'month' ? Number(period.slice(5, 7)) : (Number(period.slice(6)) - 1) * 3 + 1;
  const lastMonth = kind === 'month' ? firstMonth : firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${year}-${pad(firstMonth)}-01`, `${year}-${pad(lastMonth)}-${pad(lastDay)}`];
}
