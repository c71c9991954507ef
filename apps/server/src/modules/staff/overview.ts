import { addDays } from '@app/shared/rules/week';
import type {
  OverviewDay,
  OverviewPeriod,
  OverviewPeriodKey,
  OverviewRevenue,
} from '@app/shared/schemas/staff-overview';

/** A day with nothing in it. */
export function emptyDay(date: string): OverviewDay {
  return {
    date,
    revenue: { grossCents: 0, discountCents: 0, netCents: 0, taxCents: 0, refundedCents: 0 },
    purchases: 0,
    minutesSold: 0,
    minutesUsed: 0,
    calls: 0,
    callSeconds: 0,
    newCustomers: 0,
  };
}

/** What a purchase row's money means on the overview: `amount` is what the customer paid, tax included. */
export function purchaseRevenue(sums: {
  amountCents: number;
  taxCents: number;
  discountCents: number;
}): Omit<OverviewRevenue, 'refundedCents'> {
  const netCents = sums.amountCents - sums.taxCents;
  return {
    grossCents: netCents + sums.discountCents,
    discountCents: sums.discountCents,
    netCents,
    taxCents: sums.taxCents,
  };
}

/** The `count` business days ending `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** A period's figures: the sum of its days (the last `days` of `series`, which ends today). */
export function sumPeriod(
  key: OverviewPeriodKey,
  series: readonly OverviewDay[],
  days: number,
): OverviewPeriod {
  const span = series.slice(-days);
  const first = span[0];
  const last = span.at(-1);
  if (!first || !last) throw new RangeError('a period needs at least one day');
  const sum = emptyDay(first.date);
  for (const day of span) {
    for (const field of ['grossCents', 'discountCents', 'netCents', 'taxCents', 'refundedCents'] as const) {
      sum.revenue[field] += day.revenue[field];
    }
    sum.purchases += day.purchases;
    sum.minutesSold += day.minutesSold;
    sum.minutesUsed += day.minutesUsed;
    sum.calls += day.calls;
    sum.callSeconds += day.callSeconds;
    sum.newCustomers += day.newCustomers;
  }
  const { date: _date, ...figures } = sum;
  return {
    key,
    from: first.date,
    to: last.date,
    ...figures,
    averageCallSeconds: sum.calls > 0 ? Math.round(sum.callSeconds / sum.calls) : null,
  };
}

/** The part of a refund that was sales tax, in the purchase's own proportion (rounded to the cent). */
export function refundTaxCents(
  refund: { amountCents: number },
  purchase: { amountCents: number; taxCents: number },
) {
  if (purchase.amountCents <= 0) return 0;
  return Math.round((refund.amountCents * purchase.taxCents) / purchase.amountCents);
}
