import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClosurePurchase,
  closureRefundsByProvider,
  paidMinutesCents,
  planClosureRefund,
} from './closure-refund.ts';

/** bundle-10 as sold in Québec: 10 paid minutes (and 2 gift minutes) for CA$28.74 with taxes. */
const basic = (id: string, day: number, extra: Partial<ClosurePurchase> = {}): ClosurePurchase => ({
  purchaseId: id,
  provider: 'paypal',
  purchaseDate: new Date(Date.UTC(2026, 10, day, 12)),
  paidMinutes: 10,
  amountCents: 2874,
  refundedCents: 0,
  refundedMinutes: 0,
  ...extra,
});

describe('paidMinutesCents', () => {
  it.each([
    [10, 2874],
    [1, 287],
    [5, 1437],
    [3, 862],
    [0, 0],
  ])('%i paid minutes of CA$28.74 for 10 are %i cents', (minutes, cents) => {
    expect(paidMinutesCents({ paidMinutes: 10, amountCents: 2874 }, minutes)).toBe(cents);
  });

  it('is nothing for a purchase without paid minutes', () => {
    expect(paidMinutesCents({ paidMinutes: 0, amountCents: 2874 }, 3)).toBe(0);
  });
});

describe('planClosureRefund', () => {
  it('refunds a whole unused purchase exactly, and loses its gift minutes', () => {
    const plan = planClosureRefund(12, [basic('a', 1)]);
    expect(plan).toEqual({
      lines: [{ purchaseId: 'a', provider: 'paypal', minutes: 10, amountCents: 2874 }],
      paidMinutes: 10,
      amountCents: 2874,
      lostMinutes: 2,
    });
  });

  it('takes the newest purchases first, whatever order they come in', () => {
    const older = basic('older', 1);
    const newer = basic('newer', 9, { provider: 'interac', paidMinutes: 20, amountCents: 5749 });
    const plan = planClosureRefund(25, [older, newer]);
    expect(plan.lines).toEqual([
      { purchaseId: 'newer', provider: 'interac', minutes: 20, amountCents: 5749 },
      { purchaseId: 'older', provider: 'paypal', minutes: 5, amountCents: 1437 },
    ]);
    expect(plan).toMatchObject({ paidMinutes: 25, amountCents: 7186, lostMinutes: 0 });
  });

  it('counts free minutes as spent first: a partly used balance refunds only what paid minutes remain', () => {
    // 12 minutes bought (10 paid + 2 gift), 5 spoken: the 7 left are paid minutes.
    expect(planClosureRefund(7, [basic('a', 1)])).toMatchObject({
      lines: [{ purchaseId: 'a', minutes: 7, amountCents: 2012 }],
      lostMinutes: 0,
    });
    // Gift, bonus and staff minutes beyond every paid minute are lost, never refunded.
    expect(planClosureRefund(40, [basic('a', 1)])).toMatchObject({ paidMinutes: 10, lostMinutes: 30 });
  });

  it('gives back only what a staff refund left of a purchase, at its own price per minute', () => {
    const halfRefunded = basic('a', 1, { refundedCents: 1437, refundedMinutes: 6 });
    const plan = planClosureRefund(6, [halfRefunded]);
    expect(plan.lines).toEqual([{ purchaseId: 'a', provider: 'paypal', minutes: 4, amountCents: 1150 }]);
    expect(plan.lostMinutes).toBe(2);
  });

  it('never gives back more than is left of a purchase', () => {
    const mostlyRefunded = basic('a', 1, { refundedCents: 2800, refundedMinutes: 2 });
    expect(planClosureRefund(8, [mostlyRefunded]).lines).toEqual([
      { purchaseId: 'a', provider: 'paypal', minutes: 8, amountCents: 74 },
    ]);
  });

  it('skips purchases fully refunded or free, and refunds nothing without a balance', () => {
    const refunded = basic('gone', 9, { refundedCents: 2874, refundedMinutes: 12 });
    const free = basic('free', 8, { amountCents: 0 });
    const plan = planClosureRefund(10, [refunded, free, basic('a', 1)]);
    expect(plan.lines.map((line) => line.purchaseId)).toEqual(['a']);
    expect(planClosureRefund(0, [basic('a', 1)])).toEqual({
      lines: [],
      paidMinutes: 0,
      amountCents: 0,
      lostMinutes: 0,
    });
  });

  it('groups the refunds by provider, PayPal first', () => {
    const plan = planClosureRefund(30, [
      basic('p1', 3),
      basic('i1', 2, { provider: 'interac' }),
      basic('p2', 1),
    ]);
    expect(closureRefundsByProvider(plan)).toEqual([
      { provider: 'paypal', minutes: 20, amountCents: 5748 },
      { provider: 'interac', minutes: 10, amountCents: 2874 },
    ]);
  });

  it('holds for any purchases and balance: bounded by the balance and by each purchase', () => {
    const purchase = fc.record({
      purchaseId: fc.uuid(),
      provider: fc.constantFrom('paypal' as const, 'interac' as const),
      purchaseDate: fc.date({ min: new Date(2025, 0, 1), max: new Date(2027, 0, 1), noInvalidDate: true }),
      paidMinutes: fc.integer({ min: 0, max: 200 }),
      amountCents: fc.integer({ min: 0, max: 100_000 }),
      refundedCents: fc.integer({ min: 0, max: 100_000 }),
      refundedMinutes: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.array(purchase, { maxLength: 8 }),
        (balance, rows) => {
          const plan = planClosureRefund(balance, rows);
          expect(plan.paidMinutes + plan.lostMinutes).toBe(balance);
          for (const line of plan.lines) {
            const row = rows.find((candidate) => candidate.purchaseId === line.purchaseId);
            if (!row) throw new Error('a line without its purchase');
            expect(line.minutes).toBeGreaterThan(0);
            expect(line.amountCents).toBeGreaterThan(0);
            expect(line.minutes).toBeLessThanOrEqual(row.paidMinutes - row.refundedMinutes);
            expect(line.amountCents).toBeLessThanOrEqual(row.amountCents - row.refundedCents);
            expect(line.amountCents).toBeLessThanOrEqual(paidMinutesCents(row, line.minutes));
          }
        },
      ),
    );
  });
});
