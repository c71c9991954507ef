import { describe, expect, it } from 'vitest';
import { callDurationMinutes, countPaidPurchases, formatDate } from './dashboard-format.ts';

describe('dashboard formatting', () => {
  it.each([
    [125, '2.1'],
    [60, '1.0'],
    [0, '0.0'],
    [3599, '60.0'],
  ])('%i s -> %s min', (seconds, expected) => {
    expect(callDurationMinutes(seconds)).toBe(expected);
  });

  it('counts paid purchases only', () => {
    const row = {
      id: '1',
      purchaseDate: '2026-11-01T00:00:00Z',
      bundleName: 'x',
      minutes: 1,
      amountCents: 1,
      currency: 'CAD',
      orderId: 'o',
    };
    expect(
      countPaidPurchases([
        { ...row, cashback: false },
        { ...row, cashback: true },
        { ...row, cashback: false },
      ]),
    ).toBe(2);
  });

  it('formats dates in en-US', () => {
    expect(formatDate('2026-11-01T12:00:00Z')).toBe('Nov 1, 2026');
  });
});
