import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  parseCadInput,
  proposeRefundMinutes,
  type RefundSoFar,
  refundableOf,
} from './refund.ts';

const bundle = { paidCents: 1495, minutes: 12 };

describe('refundableOf', () => {
  it('counts pending and completed refunds, not failed ones', () => {
    const refunds: RefundSoFar[] = [
      { amountCents: 500, minutes: 4, status: 'completed' },
      { amountCents: 300, minutes: 2, status: 'pending' },
      { amountCents: 695, minutes: 6, status: 'failed' },
    ];
    expect(refundableOf(bundle, refunds)).toEqual({
      refundedCents: 800,
      refundedMinutes: 6,
      remainingCents: 695,
      remainingMinutes: 6,
    });
  });

  it('is everything when nothing was refunded, and never negative', () => {
    expect(refundableOf(bundle, [])).toEqual({
      refundedCents: 0,
      refundedMinutes: 0,
      remainingCents: 1495,
      remainingMinutes: 12,
    });
    const over = refundableOf(bundle, [{ amountCents: 2000, minutes: 20, status: 'completed' }]);
    expect(over.remainingCents).toBe(0);
    expect(over.remainingMinutes).toBe(0);
  });
});

describe('proposeRefundMinutes', () => {
  it.each([
    // amount, expected minutes: 12 × amount / 1495, rounded half up
    [1495, 12],
    [1, 0],
    [62, 0], // 0.4977…
    [63, 1], // 0.5056…
    [747, 6], // 5.9959…
    [748, 6], // 6.004…
    [1400, 11], // 11.237…
    [1494, 12], // 11.99 (rounded), and not more than remains
  ])('proposes %i cents → %i minutes of a fresh purchase', (amount, minutes) => {
    expect(proposeRefundMinutes(bundle, [], amount)).toBe(minutes);
  });

  it('takes all remaining minutes when the amount is all that remains (or more)', () => {
    const refunds: RefundSoFar[] = [{ amountCents: 700, minutes: 5, status: 'completed' }];
    expect(proposeRefundMinutes(bundle, refunds, 795)).toBe(7);
    expect(proposeRefundMinutes(bundle, refunds, 5000)).toBe(7);
  });

  it('never proposes more than the minutes that remain', () => {
    const refunds: RefundSoFar[] = [{ amountCents: 100, minutes: 11, status: 'completed' }];
    expect(proposeRefundMinutes(bundle, refunds, 1000)).toBe(1);
  });

  it('ignores failed refunds', () => {
    const refunds: RefundSoFar[] = [{ amountCents: 1495, minutes: 12, status: 'failed' }];
    expect(proposeRefundMinutes(bundle, refunds, 1495)).toBe(12);
  });

  it('proposes nothing for no amount, a bad amount or a purchase that cost nothing', () => {
    expect(proposeRefundMinutes(bundle, [], 0)).toBe(0);
    expect(proposeRefundMinutes(bundle, [], -5)).toBe(0);
    expect(proposeRefundMinutes(bundle, [], 1.5)).toBe(0);
    expect(proposeRefundMinutes({ paidCents: 0, minutes: 12 }, [], 100)).toBe(0);
  });
});

describe('parseCadInput and centsToInput', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' $12.05 ', 1205],
    ['CA$0.01', 1],
    ['12,34', 1234],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseCadInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12.', '.5', '12 34'])('refuses %j', (text) => {
    expect(parseCadInput(text)).toBeNull();
  });

  it('writes cents back as the field shows them, and reads them again', () => {
    for (const cents of [0, 1, 10, 99, 100, 1495, 123456]) {
      expect(parseCadInput(centsToInput(cents))).toBe(cents);
    }
    expect(centsToInput(1495)).toBe('14.95');
    expect(centsToInput(5)).toBe('0.05');
  });
});
