import { describe, expect, it } from 'vitest';
import { GST_RATE_PER_100K, QST_RATE_PER_100K, TAX_RATE_PER_100K } from '../constants.ts';
import { centsAtRateHalfUp, roundHalfUp, taxCents } from './money.ts';
import { formatRatePercent, splitQuebecTax } from './sales-tax.ts';

describe('splitQuebecTax', () => {
  it('splits the combined rate into GST 5 % and QST 9.975 %', () => {
    expect(GST_RATE_PER_100K + QST_RATE_PER_100K).toBe(TAX_RATE_PER_100K);
  });

  // [taxable, stored tax, GST, QST, why]
  it.each([
    [3750, 562, 188, 374, 'bundle-20 with WELCOME25 (43.12 total)'],
    [2500, 374, 125, 249, 'bundle-10'],
    [5000, 749, 250, 499, 'bundle-20'],
    [10000, 1498, 500, 998, 'bundle-40'],
    [20000, 2995, 1000, 1995, 'bundle-80'],
    [1875, 281, 94, 187, 'bundle-10 with 25 % off: GST 93.75 rounds half up'],
    [7500, 1123, 375, 748, 'bundle-40 with 25 % off'],
    [15000, 2246, 750, 1496, 'bundle-80 with 25 % off'],
    [0, 0, 0, 0, 'a free order'],
    [10, 1, 1, 0, 'QST alone would round to 1 cent: the remainder (−1) goes to QST'],
    [30, 4, 2, 2, 'separately 2 + 3 = 5, combined 4: QST takes the −1'],
    [4, 1, 0, 1, 'separately 0 + 0, combined 1: QST takes the +1'],
    [3750, 100, 100, 0, 'a stored tax below GST: GST is capped, QST never negative'],
  ])('taxable %i, tax %i → GST %i + QST %i (%s)', (taxable, tax, gst, qst) => {
    expect(splitQuebecTax(taxable, tax)).toEqual({ gstCents: gst, qstCents: qst });
  });

  it('always adds up to the stored tax, with QST within a cent of its own rate', () => {
    const wrong: number[] = [];
    for (let taxable = 0; taxable <= 100_000; taxable += 1) {
      const tax = taxCents(taxable);
      const { gstCents, qstCents } = splitQuebecTax(taxable, tax);
      const qstAlone = roundHalfUp((taxable * QST_RATE_PER_100K) / 100_000);
      if (
        gstCents + qstCents !== tax ||
        gstCents !== centsAtRateHalfUp(taxable, GST_RATE_PER_100K) ||
        qstCents < 0 ||
        Math.abs(qstCents - qstAlone) > 1
      )
        wrong.push(taxable);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a negative or fractional tax', () => {
    expect(() => splitQuebecTax(100, -1)).toThrow(RangeError);
    expect(() => splitQuebecTax(100, 1.5)).toThrow(RangeError);
    expect(() => splitQuebecTax(-100, 0)).toThrow(RangeError);
  });
});

describe('formatRatePercent', () => {
  it.each([
    [GST_RATE_PER_100K, 'en-US', '5%'],
    [QST_RATE_PER_100K, 'en-US', '9.975%'],
    [TAX_RATE_PER_100K, 'en-US', '14.975%'],
  ])('%i in %s → %s', (rate, locale, expected) => {
    expect(formatRatePercent(rate, locale)).toBe(expected);
  });
});
