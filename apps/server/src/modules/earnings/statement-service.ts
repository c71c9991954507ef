import { type PayPeriod, payPeriod, payPeriodAt } from '@app/shared/rules/earnings';
import { wallClock } from '@app/shared/rules/week';
import type {
  EarningsAnnual,
  EarningsOverview,
  EarningsStatement,
  StaffEarningsLedger,
} from '@app/shared/schemas/earnings';
import { AppError } from '../../app-error.ts';
import { assembleAnnual, assembleStatement, periodOfDay, periodView, yearBounds } from './statement.ts';
import type { StatementRepository } from './statement-repository.ts';

/** How many of the last payouts the console's earnings page lists. */
const RECENT_PAYOUTS = 5;
/** The first year the ledger can hold (pay periods are defined from 2000). */
const FIRST_YEAR = 2000;

/**
 * Advisors' statements and annual summaries, for the advisor's console (their own, by the session) and
 * for the back office (any advisor). Reads only: the ledger is written by calls, adjustments and payouts.
 */
export function createStatementService(deps: { repository: StatementRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function advisorOf(agentId: number) {
    const advisor = await repository.advisor(agentId);
    if (!advisor) throw new AppError(404, 'NOT_FOUND', `No advisor with agentId ${agentId}`);
    return advisor;
  }

  /** A period named in an address: one that exists and has begun (400 INVALID_PAY_PERIOD otherwise). */
  function periodOf(id: string, at: Date): PayPeriod {
    const period = payPeriod(id);
    if (!period) {
      throw new AppError(
        400,
        'INVALID_PAY_PERIOD',
        `"${id}" is not a pay period: expected YYYY-MM-1 (the 1st to the 15th) or YYYY-MM-2 (the 16th to the end of the month).`,
      );
    }
    if (period.start.getTime() > at.getTime()) {
      throw new AppError(400, 'INVALID_PAY_PERIOD', `The pay period ${period.id} has not begun.`);
    }
    return period;
  }

  /** A year named in an address: four digits, from 2000 to this year (400 INVALID_YEAR otherwise). */
  function yearOf(text: string, at: Date): number {
    if (!/^\d{4}$/.test(text)) {
      throw new AppError(400, 'INVALID_YEAR', `"${text}" is not a year: expected four digits (2026).`);
    }
    const year = Number(text);
    const thisYear = wallClock(at).year;
    if (year < FIRST_YEAR || year > thisYear) {
      throw new AppError(400, 'INVALID_YEAR', `The year must be from ${FIRST_YEAR} to ${thisYear}.`);
    }
    return year;
  }

  async function statement(agentId: number, periodId: string): Promise<EarningsStatement> {
    const at = now();
    const period = periodOf(periodId, at);
    const advisor = await advisorOf(agentId);
    const [openingBalanceCents, rows] = await Promise.all([
      repository.balanceBefore(agentId, period.start),
      repository.entries(agentId, period.start, period.end),
    ]);
    return assembleStatement({
      agentId,
      advisorName: advisor.name,
      period,
      now: at,
      openingBalanceCents,
      rows,
    });
  }

  return {
    /** The balance owed, the current period, the periods and years with entries, the last payouts. */
    async overview(agentId: number): Promise<EarningsOverview> {
      const at = now();
      const current = payPeriodAt(at);
      const [balanceCents, days, payouts] = await Promise.all([
        repository.balance(agentId),
        repository.activityDays(agentId),
        repository.recentPayouts(agentId, RECENT_PAYOUTS),
      ]);
      const periods = new Map<string, PayPeriod>([[current.id, current]]);
      for (const day of days) {
        const period = periodOfDay(day);
        if (period && period.start.getTime() <= at.getTime()) periods.set(period.id, period);
      }
      const newestFirst = [...periods.values()].sort((a, b) => b.start.getTime() - a.start.getTime());
      const years = [...new Set(newestFirst.map((period) => Number(period.firstDay.slice(0, 4))))];
      return {
        agentId,
        balanceCents,
        currentPeriod: periodView(current),
        periods: newestFirst.map(periodView),
        years,
        payouts: payouts.map((payout) => ({
          id: payout.id,
          amountCents: payout.amountCents,
          method: payout.method,
          status: payout.status,
          createdAt: payout.createdAt.toISOString(),
          settledAt: payout.settledAt?.toISOString() ?? null,
        })),
      };
    },

    statement,

    /** A year's summary by month and quarter; the current year's is a year to date. */
    async annual(agentId: number, yearText: string): Promise<EarningsAnnual> {
      const at = now();
      const year = yearOf(yearText, at);
      const advisor = await advisorOf(agentId);
      const { start, end } = yearBounds(year);
      const [openingBalanceCents, entries, paid] = await Promise.all([
        repository.balanceBefore(agentId, start),
        repository.annualEntries(agentId, start, end),
        repository.paidPayouts(agentId, start, end),
      ]);
      return assembleAnnual({
        agentId,
        advisorName: advisor.name,
        year,
        now: at,
        openingBalanceCents,
        entries,
        paid,
      });
    },

    /** The back office's view of an advisor's ledger: the balance and a page of entries, newest first. */
    async ledger(agentId: number, query: { page: number; pageSize: number }): Promise<StaffEarningsLedger> {
      const advisor = await advisorOf(agentId);
      const [balanceCents, page] = await Promise.all([
        repository.balance(agentId),
        repository.ledgerPage(agentId, query),
      ]);
      return {
        agentId,
        advisorName: advisor.name,
        balanceCents,
        entries: page.rows.map(({ createdAt, ...row }) => ({ ...row, at: createdAt.toISOString() })),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
