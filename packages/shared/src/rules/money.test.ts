import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../constants.ts';
import {
  floorRobust,
  formatAmount,
  formatCad,
  formatPerMinute,
  perMinutePriceCents,
  roundHalfUp,
  taxCents,
} from './money.ts';

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [1.4, 1],
    [1.5, 2],
    [2.5, 3],
    [-1.5, -2],
    [-2.5, -3],
    [-1.4, -1],
    [2.675 * 100, 268],
    [1.005 * 100, 101],
    [374.375, 374],
    [1497.5, 1498],
  ])('%d -> %d', (n, expected) => {
    expect(roundHalfUp(n)).toBe(expected);
  });

  it('never yields negative zero', () => {
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  });
});

describe('floorRobust', () => {
  it.each([
    [(18.4 * 375) / 100, 69],
    [5.7, 5],
    [0.99, 0],
    [3, 3],
  ])('%d -> %d', (n, expected) => {
    expect(floorRobust(n)).toBe(expected);
  });
});

describe('taxCents', () => {
  it.each(BUNDLES.map((b) => [b.id, b.priceInCents, Math.round(b.tax * 100)] as const))(
    '%s: tax on %i cents is the spec table value %i',
    (_id, price, tax) => {
      expect(taxCents(price)).toBe(tax);
    },
  );

  it.each([
    [0, 0],
    [3750, 562],
    [1, 0],
    [4, 1],
    [10000, 1498],
    [-10000, -1498],
  ])('%i -> %i', (amount, expected) => {
    expect(taxCents(amount)).toBe(expected);
  });

  it('refuses fractional cents', () => {
    expect(() => taxCents(12.5)).toThrow(RangeError);
  });
});

describe('formatCad and formatAmount', () => {
  it.each([
    [2500, 'CA$25.00', '25.00'],
    [749, 'CA$7.49', '7.49'],
    [5, 'CA$0.05', '0.05'],
    [123456, 'CA$1,234.56', '1234.56'],
    [-4312, '-CA$43.12', '-43.12'],
  ])('%i -> %s / %s', (cents, cad, plain) => {
    expect(formatCad(cents)).toBe(cad);
    expect(formatAmount(cents)).toBe(plain);
  });

  it('formatAmount refuses fractional cents', () => {
    expect(() => formatAmount(0.5)).toThrow(RangeError);
  });
});

describe('per-minute price', () => {
  it.each([
    ['bundle-10', 2500 / 12, 'CA$2.08'],
    ['bundle-20', 5000 / 25, 'CA$2.00'],
    ['bundle-40', 10000 / 51, 'CA$1.96'],
    ['bundle-80', 20000 / 105, 'CA$1.90'],
  ])('%s costs %d cents a minute, shown %s', (id, cents, shown) => {
    const bundle = BUNDLES.find((b) => b.id === id)!;
    expect(perMinutePriceCents(bundle)).toBeCloseTo(cents, 10);
    expect(formatPerMinute(bundle)).toBe(shown);
  });
});
