import { describe, expect, it } from 'vitest';
import {
  callEarningsCents,
  maskTin,
  payoutDecision,
  payPeriod,
  payPeriodAt,
  previousPayPeriod,
} from './earnings.ts';

describe('pay periods, on Montréal’s wall clock', () => {
  it('runs from the 1st to the 15th and from the 16th to the month’s end', () => {
    expect(payPeriod('2026-11-1')).toMatchObject({ firstDay: '2026-11-01', lastDay: '2026-11-15' });
    expect(payPeriod('2026-11-2')).toMatchObject({ firstDay: '2026-11-16', lastDay: '2026-11-30' });
    expect(payPeriod('2026-12-2')).toMatchObject({ firstDay: '2026-12-16', lastDay: '2026-12-31' });
    expect(payPeriod('2028-02-2')?.lastDay).toBe('2028-02-29');
    expect(payPeriod('2027-02-2')?.lastDay).toBe('2027-02-28');
  });

  it('starts and ends at midnight in Toronto, in standard and in daylight time', () => {
    // November 1st, 2026 is the day daylight time ends: midnight is still EDT (UTC−4).
    expect(payPeriod('2026-11-1')?.start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(payPeriod('2026-11-1')?.end.toISOString()).toBe('2026-11-16T05:00:00.000Z');
    // The second half of December ends at midnight on January 1st, EST.
    expect(payPeriod('2026-12-2')?.end.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // March 8th, 2026 is the day daylight time starts: the first half of March is 15 days minus an hour.
    const march = payPeriod('2026-03-1');
    expect(march?.start.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(march?.end.toISOString()).toBe('2026-03-16T04:00:00.000Z');
  });

  it('places an instant in its period by Toronto’s date, not UTC’s', () => {
    // 23:30 in Toronto on November 15th is already the 16th in UTC.
    expect(payPeriodAt(new Date('2026-11-16T04:30:00Z')).id).toBe('2026-11-1');
    expect(payPeriodAt(new Date('2026-11-16T05:00:00Z')).id).toBe('2026-11-2');
    // 23:59 on December 31st in Toronto belongs to the second half of December.
    expect(payPeriodAt(new Date('2027-01-01T04:59:00Z')).id).toBe('2026-12-2');
    expect(payPeriodAt(new Date('2027-01-01T05:00:00Z')).id).toBe('2027-01-1');
  });

  it('knows the period before, across a year', () => {
    expect(previousPayPeriod(payPeriod('2027-01-1') as never).id).toBe('2026-12-2');
    expect(previousPayPeriod(payPeriod('2026-11-2') as never).id).toBe('2026-11-1');
  });

  it('refuses what names no period', () => {
    for (const id of ['2026-11-3', '2026-13-1', '2026-11', '26-11-1', '2026-11-01', '', 'x']) {
      expect(payPeriod(id), id).toBeNull();
    }
  });
});

describe('what a run pays', () => {
  const base = {
    balanceNowCents: 5_000,
    balanceAtPeriodEndCents: 4_000,
    minimumCents: 2_500,
    hasProfile: true,
    holdUntil: null,
    now: new Date('2026-11-16T12:00:00Z'),
  };

  it('pays what was earned up to the period’s end, never more than the balance now', () => {
    expect(payoutDecision(base)).toEqual({ status: 'due', amountCents: 4_000 });
    expect(payoutDecision({ ...base, balanceNowCents: 3_000 })).toEqual({
      status: 'due',
      amountCents: 3_000,
    });
  });

  it('carries over what is under the minimum', () => {
    expect(payoutDecision({ ...base, balanceAtPeriodEndCents: 2_499 })).toEqual({
      status: 'below-minimum',
      amountCents: 2_499,
    });
    expect(payoutDecision({ ...base, balanceAtPeriodEndCents: 2_500 }).status).toBe('due');
    expect(payoutDecision({ ...base, balanceNowCents: -100 })).toEqual({
      status: 'below-minimum',
      amountCents: 0,
    });
  });

  it('holds an advisor without a profile, or within 48 h of a change', () => {
    expect(payoutDecision({ ...base, hasProfile: false })).toMatchObject({
      status: 'held',
      reason: 'no-payout-profile',
    });
    const until = new Date('2026-11-17T00:00:00Z');
    expect(payoutDecision({ ...base, holdUntil: until })).toEqual({
      status: 'held',
      amountCents: 4_000,
      reason: 'profile-changed',
      until,
    });
    expect(payoutDecision({ ...base, holdUntil: new Date('2026-11-16T11:59:59Z') }).status).toBe('due');
  });
});

describe('a call’s earnings', () => {
  it('are the minutes billed at the stored rate', () => {
    expect(callEarningsCents({ minutesBilled: 12, rateCents: 45 })).toBe(540);
    expect(callEarningsCents({ minutesBilled: 0, rateCents: 45 })).toBe(0);
    expect(callEarningsCents({ minutesBilled: 3, rateCents: -1 })).toBe(0);
    expect(callEarningsCents({ minutesBilled: 1.5, rateCents: 45 })).toBe(0);
  });
});

describe('a SIN or business number, masked', () => {
  it('shows only its last three digits', () => {
    expect(maskTin('123')).toBe('•••-•••-123');
    expect(maskTin('12a')).toBe('•••-•••-•••');
  });
});
