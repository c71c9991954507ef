import { customerNameForAdvisor } from '@app/shared/rules/advisor-console';
import {
  type EarningsAdjustmentReason,
  type EarningsEntryKind,
  type PayoutItemStatus,
  type PayoutMethod,
  type PayPeriod,
  payPeriod,
} from '@app/shared/rules/earnings';
import { wallClock } from '@app/shared/rules/week';
import type {
  AnnualFigures,
  EarningsAnnual,
  EarningsStatement,
  PayPeriodView,
} from '@app/shared/schemas/earnings';

/**
 * Statements and annual summaries, assembled from ledger rows: pure, so the arithmetic and the business
 * clock are tested without a database. The ledger is the only source: a statement's closing balance is its
 * opening balance plus the period's entries, and nothing else.
 */

/** One earnings_ledger row of the period, with what the statement shows of its cause. */
export interface StatementRow {
  id: number;
  kind: EarningsEntryKind;
  deltaCents: number;
  createdAt: Date;
  minutes: number | null;
  rateCents: number | null;
  reason: EarningsAdjustmentReason | null;
  note: string | null;
  /** The call of a 'call' entry (credit_usage by its sid), if its record is there. */
  call: { callStart: Date; durationSeconds: number; customerName: string; customerEmail: string } | null;
  /** The payout item of a 'payout' or 'payout_return' entry. */
  payout: { method: PayoutMethod; status: PayoutItemStatus } | null;
}

export const periodView = (period: PayPeriod): PayPeriodView => ({
  id: period.id,
  firstDay: period.firstDay,
  lastDay: period.lastDay,
});

/** Oldest first, in the order they were written: the order the balance moved. */
const byTime = (a: StatementRow, b: StatementRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * A period's statement: the opening balance, every entry of [start, end) in its section (calls,
 * adjustments, payouts and their returns), each with the running balance, and the closing balance. The
 * customer is shown only as the console shows a caller (customerNameForAdvisor): never an e-mail.
 */
export function assembleStatement(input: {
  agentId: number;
  advisorName: string;
  period: PayPeriod;
  now: Date;
  openingBalanceCents: number;
  rows: readonly StatementRow[];
}): EarningsStatement {
  const statement: EarningsStatement = {
    agentId: input.agentId,
    advisorName: input.advisorName,
    period: periodView(input.period),
    complete: input.now.getTime() >= input.period.end.getTime(),
    openingBalanceCents: input.openingBalanceCents,
    closingBalanceCents: input.openingBalanceCents,
    calls: [],
    adjustments: [],
    payouts: [],
    totals: { calls: 0, minutes: 0, callsCents: 0, adjustmentsCents: 0, payoutsCents: 0 },
  };
  let balance = input.openingBalanceCents;
  for (const row of [...input.rows].sort(byTime)) {
    balance += row.deltaCents;
    const base = {
      id: row.id,
      at: row.createdAt.toISOString(),
      amountCents: row.deltaCents,
      balanceAfterCents: balance,
    };
    if (row.kind === 'call') {
      const minutes = row.minutes ?? 0;
      statement.calls.push({
        ...base,
        callStart: row.call?.callStart.toISOString() ?? null,
        durationSeconds: row.call?.durationSeconds ?? null,
        minutesBilled: minutes,
        rateCents: row.rateCents ?? 0,
        customer: row.call ? customerNameForAdvisor(row.call.customerName, row.call.customerEmail) : null,
      });
      statement.totals.calls += 1;
      statement.totals.minutes += minutes;
      statement.totals.callsCents += row.deltaCents;
    } else if (row.kind === 'adjustment') {
      statement.adjustments.push({ ...base, reason: row.reason ?? 'correction', note: row.note ?? '' });
      statement.totals.adjustmentsCents += row.deltaCents;
    } else {
      statement.payouts.push({
        ...base,
        kind: row.kind,
        method: row.payout?.method ?? null,
        status: row.payout?.status ?? null,
      });
      statement.totals.payoutsCents += row.deltaCents;
    }
  }
  statement.closingBalanceCents = balance;
  return statement;
}

/** One ledger entry as the annual summary counts it. */
export interface AnnualEntry {
  kind: EarningsEntryKind;
  deltaCents: number;
  minutes: number | null;
  createdAt: Date;
}

/** A payout that reached the advisor, and when it landed. */
export interface PaidPayout {
  amountCents: number;
  paidAt: Date;
}

/** The instants a year covers on Montréal's wall clock: [1 January 00:00, next 1 January 00:00). */
export function yearBounds(year: number): { start: Date; end: Date } {
  const start = payPeriod(`${year}-01-1`);
  const end = payPeriod(`${year + 1}-01-1`);
  if (!start || !end) throw new RangeError(`no pay periods in ${year}`);
  return { start: start.start, end: end.start };
}

const zero = (): AnnualFigures => ({
  calls: 0,
  minutes: 0,
  callsCents: 0,
  adjustmentsCents: 0,
  earnedCents: 0,
  paidOutCents: 0,
});

const add = (sum: AnnualFigures, more: AnnualFigures): AnnualFigures => ({
  calls: sum.calls + more.calls,
  minutes: sum.minutes + more.minutes,
  callsCents: sum.callsCents + more.callsCents,
  adjustmentsCents: sum.adjustmentsCents + more.adjustmentsCents,
  earnedCents: sum.earnedCents + more.earnedCents,
  paidOutCents: sum.paidOutCents + more.paidOutCents,
});

/**
 * A year's summary for tax time, by month and quarter of Montréal's wall clock: a call at 23:30 on the
 * 31st belongs to that month, whatever UTC says. Earnings are counted when they were written to the ledger
 * (a call when it was settled). "Paid out" counts only payouts that reached the advisor ('paid'), in the
 * month they landed: money still on its way ('created', 'sent') may yet fail and come back, and one that
 * failed, was returned or went unclaimed was never paid, so returns need no netting. The opening and
 * closing balances are what was owed at the year's start and end (or now).
 */
export function assembleAnnual(input: {
  agentId: number;
  advisorName: string;
  year: number;
  now: Date;
  openingBalanceCents: number;
  entries: readonly AnnualEntry[];
  paid: readonly PaidPayout[];
}): EarningsAnnual {
  const months = Array.from({ length: 12 }, zero);
  const monthIndex = (instant: Date): number | null => {
    const wall = wallClock(instant);
    return wall.year === input.year ? wall.month - 1 : null;
  };
  let closing = input.openingBalanceCents;
  for (const entry of input.entries) {
    const index = monthIndex(entry.createdAt);
    if (index === null) continue;
    closing += entry.deltaCents;
    const month = months[index] as AnnualFigures;
    if (entry.kind === 'call') {
      month.calls += 1;
      month.minutes += entry.minutes ?? 0;
      month.callsCents += entry.deltaCents;
      month.earnedCents += entry.deltaCents;
    } else if (entry.kind === 'adjustment') {
      month.adjustmentsCents += entry.deltaCents;
      month.earnedCents += entry.deltaCents;
    }
  }
  for (const payout of input.paid) {
    const index = monthIndex(payout.paidAt);
    if (index !== null) (months[index] as AnnualFigures).paidOutCents += payout.amountCents;
  }
  const quarters = [0, 1, 2, 3].map((quarter) => ({
    quarter: quarter + 1,
    ...months.slice(quarter * 3, quarter * 3 + 3).reduce(add, zero()),
  }));
  return {
    agentId: input.agentId,
    advisorName: input.advisorName,
    year: input.year,
    complete: input.now.getTime() >= yearBounds(input.year).end.getTime(),
    openingBalanceCents: input.openingBalanceCents,
    closingBalanceCents: closing,
    months: months.map((figures, index) => ({
      month: `${input.year}-${String(index + 1).padStart(2, '0')}`,
      ...figures,
    })),
    quarters,
    totals: months.reduce(add, zero()),
  };
}

/** The pay period of a business-clock day ('2026-11-16' → '2026-11-2'). */
export function periodOfDay(day: string): PayPeriod | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return null;
  return payPeriod(`${parts[1]}-${parts[2]}-${Number(parts[3]) <= 15 ? 1 : 2}`);
}
