import { payPeriod } from '@app/shared/rules/earnings';
import { describe, expect, it } from 'vitest';
import {
  type AnnualEntry,
  assembleAnnual,
  assembleStatement,
  periodOfDay,
  type StatementRow,
  yearBounds,
} from './statement.ts';

const NOVEMBER_1 = payPeriod('2026-11-1');
if (!NOVEMBER_1) throw new Error('no period');

const row = (overrides: Partial<StatementRow> & Pick<StatementRow, 'id' | 'kind' | 'deltaCents'>) => ({
  createdAt: new Date('2026-11-05T15:00:00Z'),
  minutes: null,
  rateCents: null,
  reason: null,
  note: null,
  call: null,
  payout: null,
  ...overrides,
});

describe('assembleStatement', () => {
  const rows: StatementRow[] = [
    row({
      id: 14,
      kind: 'adjustment',
      deltaCents: -100,
      createdAt: new Date('2026-11-12T15:00:00Z'),
      reason: 'clawback',
      note: 'Rude to a caller',
    }),
    row({
      id: 10,
      kind: 'call',
      deltaCents: 375,
      createdAt: new Date('2026-11-03T15:05:00Z'),
      minutes: 3,
      rateCents: 125,
      call: {
        callStart: new Date('2026-11-03T15:02:55Z'),
        durationSeconds: 125,
        customerName: 'Marie Tremblay',
        customerEmail: 'marie@example.com',
      },
    }),
    row({
      id: 12,
      kind: 'payout',
      deltaCents: -1375,
      createdAt: new Date('2026-11-06T12:00:00Z'),
      payout: { method: 'interac', status: 'returned' },
    }),
    row({
      id: 13,
      kind: 'payout_return',
      deltaCents: 1375,
      createdAt: new Date('2026-11-08T12:00:00Z'),
      payout: { method: 'interac', status: 'returned' },
    }),
    row({
      id: 11,
      kind: 'call',
      deltaCents: 60,
      createdAt: new Date('2026-11-03T18:00:00Z'),
      minutes: 1,
      rateCents: 60,
      call: {
        callStart: new Date('2026-11-03T17:59:00Z'),
        durationSeconds: 40,
        customerName: 'User marie.t',
        customerEmail: 'marie.t@example.com',
      },
    }),
  ];

  const statement = assembleStatement({
    agentId: 1001,
    advisorName: 'Amélie',
    period: NOVEMBER_1,
    now: new Date('2026-11-20T12:00:00Z'),
    openingBalanceCents: 1000,
    rows,
  });

  it('opens with the balance before the period and closes with it plus every entry of the period', () => {
    expect(statement.openingBalanceCents).toBe(1000);
    expect(statement.closingBalanceCents).toBe(1000 + 375 + 60 - 1375 + 1375 - 100);
    expect(statement.totals).toEqual({
      calls: 2,
      minutes: 4,
      callsCents: 435,
      adjustmentsCents: -100,
      payoutsCents: 0,
    });
    expect(
      statement.openingBalanceCents +
        statement.totals.callsCents +
        statement.totals.adjustmentsCents +
        statement.totals.payoutsCents,
    ).toBe(statement.closingBalanceCents);
    expect(statement.period).toEqual({ id: '2026-11-1', firstDay: '2026-11-01', lastDay: '2026-11-15' });
    expect(statement.complete).toBe(true);
  });

  it('puts each entry in its section with the running balance, in the order the balance moved', () => {
    expect(statement.calls.map((call) => [call.id, call.balanceAfterCents])).toEqual([
      [10, 1375],
      [11, 1435],
    ]);
    expect(
      statement.payouts.map((payout) => [payout.kind, payout.amountCents, payout.balanceAfterCents]),
    ).toEqual([
      ['payout', -1375, 60],
      ['payout_return', 1375, 1435],
    ]);
    expect(statement.payouts[0]).toMatchObject({ method: 'interac', status: 'returned' });
    expect(statement.adjustments).toEqual([
      {
        id: 14,
        at: '2026-11-12T15:00:00.000Z',
        amountCents: -100,
        balanceAfterCents: 1335,
        reason: 'clawback',
        note: 'Rude to a caller',
      },
    ]);
  });

  it('shows a call at its own rate, and the caller only as the console does', () => {
    expect(statement.calls[0]).toEqual({
      id: 10,
      at: '2026-11-03T15:05:00.000Z',
      amountCents: 375,
      balanceAfterCents: 1375,
      callStart: '2026-11-03T15:02:55.000Z',
      durationSeconds: 125,
      minutesBilled: 3,
      rateCents: 125,
      customer: 'Marie T.',
    });
    // The sign-up default name carries part of the e-mail: no name at all.
    expect(statement.calls[1]?.customer).toBeNull();
    expect(JSON.stringify(statement)).not.toContain('example.com');
    expect(JSON.stringify(statement)).not.toContain('Tremblay');
  });

  it('an empty period keeps its opening balance; a running one is not complete', () => {
    const empty = assembleStatement({
      agentId: 1001,
      advisorName: 'Amélie',
      period: NOVEMBER_1,
      now: new Date('2026-11-10T12:00:00Z'),
      openingBalanceCents: 250,
      rows: [],
    });
    expect(empty).toMatchObject({ openingBalanceCents: 250, closingBalanceCents: 250, complete: false });
    expect([empty.calls, empty.adjustments, empty.payouts]).toEqual([[], [], []]);
  });
});

describe('assembleAnnual', () => {
  const call = (iso: string, cents: number, minutes = 1): AnnualEntry => ({
    kind: 'call',
    deltaCents: cents,
    minutes,
    createdAt: new Date(iso),
  });

  const annual = assembleAnnual({
    agentId: 1001,
    advisorName: 'Amélie',
    year: 2026,
    now: new Date('2027-02-01T12:00:00Z'),
    openingBalanceCents: 500,
    entries: [
      // 23:30 on 31 March in Montréal (daylight time) is 03:30 UTC on 1 April: March, the first quarter.
      call('2026-04-01T03:30:00Z', 100),
      // 23:30 on 31 October (daylight time, the night before the clocks go back): October.
      call('2026-11-01T03:30:00Z', 200, 2),
      // 01:30 on 1 November, the hour that happens twice: November, either way.
      call('2026-11-01T05:30:00Z', 300, 3),
      call('2026-11-01T06:30:00Z', 400, 4),
      // 23:30 on 30 November (standard time) is 04:30 UTC on 1 December: November.
      call('2026-12-01T04:30:00Z', 500, 5),
      // 23:30 on 31 December is 04:30 UTC on 1 January 2027: still 2026, December, the fourth quarter.
      call('2027-01-01T04:30:00Z', 600, 6),
      // 00:30 on 1 January 2026 (05:30 UTC) is January; 23:30 on 31 December 2025 (04:30 UTC) is not 2026.
      call('2026-01-01T05:30:00Z', 700, 7),
      call('2026-01-01T04:30:00Z', 10_000, 1),
      { kind: 'adjustment', deltaCents: -50, minutes: null, createdAt: new Date('2026-03-10T16:00:00Z') },
      { kind: 'payout', deltaCents: -2000, minutes: null, createdAt: new Date('2026-11-16T16:00:00Z') },
      { kind: 'payout_return', deltaCents: 2000, minutes: null, createdAt: new Date('2026-11-20T16:00:00Z') },
      { kind: 'payout', deltaCents: -1500, minutes: null, createdAt: new Date('2026-12-16T16:00:00Z') },
    ],
    // Paid on 31 December at 22:00 (03:00 UTC on 1 January): December's.
    paid: [{ amountCents: 1500, paidAt: new Date('2027-01-01T03:00:00Z') }],
  });
  const month = (n: number) => annual.months[n - 1];

  it('counts each entry in its month on Montréal’s wall clock, across both clock changes', () => {
    expect(annual.months.map((m) => m.callsCents)).toEqual([700, 0, 100, 0, 0, 0, 0, 0, 0, 200, 1200, 600]);
    expect(month(11)).toMatchObject({ calls: 3, minutes: 12, callsCents: 1200 });
    expect(month(3)).toMatchObject({ calls: 1, adjustmentsCents: -50, earnedCents: 50 });
    expect(month(12)).toMatchObject({ month: '2026-12', calls: 1, paidOutCents: 1500 });
  });

  it('sums months into quarters and the year', () => {
    expect(annual.quarters.map((q) => [q.quarter, q.callsCents, q.earnedCents])).toEqual([
      [1, 800, 750],
      [2, 0, 0],
      [3, 0, 0],
      [4, 2000, 2000],
    ]);
    expect(annual.totals).toEqual({
      calls: 7,
      minutes: 28,
      callsCents: 2800,
      adjustmentsCents: -50,
      earnedCents: 2750,
      paidOutCents: 1500,
    });
  });

  it('counts only what was paid as paid out; the balance moves with every entry of the year', () => {
    // The returned payout nets to nothing; the paid one is 1500.
    expect(annual.closingBalanceCents).toBe(500 + 2750 - 1500);
    expect(annual.complete).toBe(true);
    expect(assembleAnnual({ ...annualInput(), now: new Date('2026-06-01T12:00:00Z') }).complete).toBe(false);
  });
});

const annualInput = () => ({
  agentId: 1001,
  advisorName: 'Amélie',
  year: 2026,
  now: new Date('2027-01-01T12:00:00Z'),
  openingBalanceCents: 0,
  entries: [],
  paid: [],
});

describe('yearBounds and periodOfDay', () => {
  it('a year runs from midnight on 1 January in Montréal (standard time) to the next', () => {
    expect(yearBounds(2026)).toEqual({
      start: new Date('2026-01-01T05:00:00Z'),
      end: new Date('2027-01-01T05:00:00Z'),
    });
  });

  it('names the pay period of a business day', () => {
    expect(periodOfDay('2026-11-15')?.id).toBe('2026-11-1');
    expect(periodOfDay('2026-11-16')?.id).toBe('2026-11-2');
    expect(periodOfDay('2026-02-28')?.lastDay).toBe('2026-02-28');
    expect(periodOfDay('not a day')).toBeNull();
  });
});
