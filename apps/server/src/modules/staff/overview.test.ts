import { describe, expect, it } from 'vitest';
import { emptyDay, lastDays, purchaseRevenue, refundTaxCents, sumPeriod } from './overview.ts';

const day = (
  date: string,
  figures: { paid?: number; tax?: number; discount?: number; calls?: number; seconds?: number },
) => {
  const value = emptyDay(date);
  value.revenue = {
    ...purchaseRevenue({
      amountCents: figures.paid ?? 0,
      taxCents: figures.tax ?? 0,
      discountCents: figures.discount ?? 0,
    }),
    refundedCents: 0,
  };
  value.calls = figures.calls ?? 0;
  value.callSeconds = figures.seconds ?? 0;
  return value;
};

describe('overview arithmetic', () => {
  it('reads a purchase as gross before discount, net before tax, and tax', () => {
    // A $49.99 bundle, 20 % off ($10.00), 13 % HST on $39.99 ($5.20): the customer paid $45.19.
    expect(purchaseRevenue({ amountCents: 4519, taxCents: 520, discountCents: 1000 })).toEqual({
      grossCents: 4999,
      discountCents: 1000,
      netCents: 3999,
      taxCents: 520,
    });
  });

  it('lists the business days ending today, oldest first, across a month end', () => {
    expect(lastDays('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(lastDays('2026-11-25', 30)).toHaveLength(30);
    expect(lastDays('2026-11-25', 30)[0]).toBe('2026-10-27');
  });

  it('sums a period from its last days and averages call length over calls, not days', () => {
    const series = [
      day('2026-11-23', { paid: 1000, tax: 100, calls: 1, seconds: 600 }),
      day('2026-11-24', { paid: 2000, tax: 200, discount: 500 }),
      day('2026-11-25', { paid: 3000, tax: 300, calls: 2, seconds: 125 }),
    ];
    const today = sumPeriod('today', series, 1);
    expect(today).toMatchObject({ from: '2026-11-25', to: '2026-11-25', calls: 2, averageCallSeconds: 63 });
    expect(today.revenue).toEqual({
      grossCents: 2700,
      discountCents: 0,
      netCents: 2700,
      taxCents: 300,
      refundedCents: 0,
    });
    const all = sumPeriod('week', series, 7);
    expect(all).toMatchObject({ from: '2026-11-23', to: '2026-11-25', calls: 3, callSeconds: 725 });
    expect(all.averageCallSeconds).toBe(242);
    expect(all.revenue.grossCents).toBe(1000 - 100 + 2000 - 200 + 500 + 3000 - 300);
    expect(sumPeriod('today', [day('2026-11-25', {})], 1).averageCallSeconds).toBeNull();
  });

  it('takes the tax share of a refund in the purchase proportion', () => {
    expect(refundTaxCents({ amountCents: 4519 }, { amountCents: 4519, taxCents: 520 })).toBe(520);
    expect(refundTaxCents({ amountCents: 2000 }, { amountCents: 4519, taxCents: 520 })).toBe(230);
    expect(refundTaxCents({ amountCents: 100 }, { amountCents: 0, taxCents: 0 })).toBe(0);
  });
});
