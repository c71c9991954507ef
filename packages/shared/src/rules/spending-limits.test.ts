import { describe, expect, it } from 'vitest';
import {
  isLower,
  LIMIT_RAISE_DELAY_MS,
  limitInForce,
  limitWindow,
  pauseEnd,
  planLimitChange,
  purchaseRefusal,
  stricter,
} from './spending-limits.ts';

const at = new Date('2026-11-27T20:00:00Z'); // Friday 15:00 in Montréal
const none = { daily: null, weekly: null, monthly: null };
const nothing = { daily: 0, weekly: 0, monthly: 0 };

describe('spending limit windows (Montréal)', () => {
  it('are the Montréal day, the week from Monday, and the calendar month', () => {
    expect(limitWindow('daily', at)).toEqual({
      start: new Date('2026-11-27T05:00:00Z'),
      end: new Date('2026-11-28T05:00:00Z'),
    });
    expect(limitWindow('weekly', at)).toEqual({
      start: new Date('2026-11-23T05:00:00Z'),
      end: new Date('2026-11-30T05:00:00Z'),
    });
    expect(limitWindow('monthly', at)).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-12-01T05:00:00Z'),
    });
  });

  it('put 23:30 in Montréal in that day, not the next UTC one', () => {
    const late = new Date('2026-11-28T04:30:00Z');
    expect(limitWindow('daily', late).start).toEqual(new Date('2026-11-27T05:00:00Z'));
  });
});

describe('changing a limit', () => {
  it('applies a lower limit, a first limit and the same value at once', () => {
    expect(planLimitChange(5000, 3000, at)).toEqual({ cents: 3000, pending: null });
    expect(planLimitChange(null, 3000, at)).toEqual({ cents: 3000, pending: null });
    expect(planLimitChange(5000, 5000, at)).toEqual({ cents: 5000, pending: null });
    expect(planLimitChange(null, null, at)).toEqual({ cents: null, pending: null });
  });

  it('waits 24 hours to raise or remove one', () => {
    const takesEffectAt = new Date(at.getTime() + LIMIT_RAISE_DELAY_MS);
    expect(planLimitChange(5000, 5001, at)).toEqual({ cents: 5000, pending: { cents: 5001, takesEffectAt } });
    expect(planLimitChange(5000, null, at)).toEqual({ cents: 5000, pending: { cents: null, takesEffectAt } });
  });

  it('counts a pending change from its time on, to the millisecond', () => {
    const pending = { cents: 9000, takesEffectAt: new Date(at.getTime() + 1000) };
    expect(limitInForce({ cents: 5000, pending }, new Date(at.getTime() + 999))).toBe(5000);
    expect(limitInForce({ cents: 5000, pending }, new Date(at.getTime() + 1000))).toBe(9000);
    expect(
      limitInForce({ cents: 5000, pending: { ...pending, cents: null } }, new Date(at.getTime() + 1000)),
    ).toBeNull();
  });

  it('reads null as no limit', () => {
    expect(isLower(0, null)).toBe(true);
    expect(isLower(null, 0)).toBe(false);
    expect(stricter(null, 300)).toBe(300);
    expect(stricter(500, 300)).toBe(300);
    expect(stricter(null, null)).toBeNull();
  });
});

describe('a purchase against the limits', () => {
  it('passes up to the limit exactly, and is refused one cent over', () => {
    const limits = { ...none, monthly: 5000 };
    expect(
      purchaseRefusal({
        amountCents: 2000,
        now: at,
        pause: null,
        limits,
        spent: { ...nothing, monthly: 3000 },
      }),
    ).toBeNull();
    expect(
      purchaseRefusal({
        amountCents: 2001,
        now: at,
        pause: null,
        limits,
        spent: { ...nothing, monthly: 3000 },
      }),
    ).toEqual({
      limit: 'monthly',
      limitCents: 5000,
      spentCents: 3000,
      resetsAt: new Date('2026-12-01T05:00:00Z'),
    });
  });

  it('names the limit that lifts last when several are passed', () => {
    const limits = { daily: 1000, weekly: 1000, monthly: 1000 };
    expect(purchaseRefusal({ amountCents: 1500, now: at, pause: null, limits, spent: nothing })?.limit).toBe(
      'monthly',
    );
    const dailyOnly = { ...none, daily: 1000 };
    expect(
      purchaseRefusal({ amountCents: 1500, now: at, pause: null, limits: dailyOnly, spent: nothing }),
    ).toMatchObject({
      limit: 'daily',
      resetsAt: new Date('2026-11-28T05:00:00Z'),
    });
  });

  it('keeps a top-up within what one call may add, the purchase limits first', () => {
    const perCall = { limitCents: 6000, spentCents: 2874 };
    const base = { now: at, pause: null, limits: none, spent: nothing, perCall };
    expect(purchaseRefusal({ ...base, amountCents: 3126 })).toBeNull();
    expect(purchaseRefusal({ ...base, amountCents: 3127 })).toEqual({
      limit: 'perCallTopUp',
      limitCents: 6000,
      spentCents: 2874,
      resetsAt: null,
    });
    expect(purchaseRefusal({ ...base, amountCents: 3127, limits: { ...none, daily: 1000 } })?.limit).toBe(
      'daily',
    );
    expect(
      purchaseRefusal({ ...base, amountCents: 99_999, perCall: { limitCents: null, spentCents: 0 } }),
    ).toBeNull();
  });

  it('refuses everything during a break, until its last millisecond', () => {
    const pause = { kind: 'break' as const, until: new Date(at.getTime() + 1) };
    expect(purchaseRefusal({ amountCents: 1, now: at, pause, limits: none, spent: nothing })).toEqual({
      limit: 'break',
      resetsAt: pause.until,
    });
    expect(
      purchaseRefusal({ amountCents: 1, now: pause.until, pause, limits: none, spent: nothing }),
    ).toBeNull();
  });
});

describe('the end of a break or a self-exclusion', () => {
  it('is days later, or the same day months later (the month’s last day when it is shorter)', () => {
    expect(pauseEnd(at, { days: 7 })).toEqual(new Date('2026-12-04T20:00:00Z'));
    expect(pauseEnd(at, { months: 6 })).toEqual(new Date('2027-05-27T20:00:00Z'));
    expect(pauseEnd(new Date('2026-08-31T12:00:00Z'), { months: 6 })).toEqual(
      new Date('2027-02-28T12:00:00Z'),
    );
  });
});
