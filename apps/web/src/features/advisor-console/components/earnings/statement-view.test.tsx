import { en } from '@app/shared/messages/en';
import type { EarningsStatement } from '@app/shared/schemas/earnings';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatementView } from './statement-view.tsx';

const words = en.earnings;

const STATEMENT: EarningsStatement = {
  agentId: 1001,
  advisorName: 'Amélie',
  period: { id: '2026-11-2', firstDay: '2026-11-16', lastDay: '2026-11-30' },
  complete: true,
  openingBalanceCents: 2000,
  closingBalanceCents: 2325,
  calls: [
    {
      id: 7,
      at: '2026-11-17T15:05:00.000Z',
      amountCents: 375,
      balanceAfterCents: 2375,
      callStart: '2026-11-17T15:02:55.000Z',
      durationSeconds: 125,
      minutesBilled: 3,
      rateCents: 125,
      customer: 'Marie T.',
    },
    {
      id: 8,
      at: '2026-11-18T15:05:00.000Z',
      amountCents: 90,
      balanceAfterCents: 2465,
      callStart: '2026-11-18T15:03:00.000Z',
      durationSeconds: 61,
      minutesBilled: 2,
      rateCents: 45,
      customer: null,
    },
  ],
  adjustments: [
    {
      id: 11,
      at: '2026-11-25T15:00:00.000Z',
      amountCents: -140,
      balanceAfterCents: 2325,
      reason: 'correction',
      note: 'Rate typo on the 18th',
    },
  ],
  payouts: [
    {
      id: 9,
      at: '2026-11-19T15:00:00.000Z',
      amountCents: -2465,
      balanceAfterCents: 0,
      kind: 'payout',
      method: 'interac',
      status: 'returned',
    },
    {
      id: 10,
      at: '2026-11-21T15:00:00.000Z',
      amountCents: 2465,
      balanceAfterCents: 2465,
      kind: 'payout_return',
      method: 'interac',
      status: 'returned',
    },
  ],
  totals: { calls: 2, minutes: 5, callsCents: 465, adjustmentsCents: -140, payoutsCents: 0 },
};

describe('StatementView', () => {
  it('shows the opening and closing balances in the page’s money format', () => {
    render(<StatementView statement={STATEMENT} />);
    expect(screen.getByTestId('statement-opening').textContent).toBe(`${words.statement.opening}CA$20.00`);
    expect(screen.getByTestId('statement-closing').textContent).toBe(`${words.statement.closing}CA$23.25`);
    expect(screen.queryByText(words.statement.inProgress)).toBeNull();
  });

  it('lists each call on a phone card with its Toronto time, length, minutes, rate and earnings', () => {
    render(<StatementView statement={STATEMENT} />);
    const cards = within(screen.getByTestId('statement-calls-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    // 15:02 UTC is 10:02 AM in Montréal in November.
    expect(first.getByText('Nov 17, 2026, 10:02 AM')).toBeTruthy();
    expect(first.getByText('Marie T.')).toBeTruthy();
    expect(first.getByText('2:05')).toBeTruthy();
    expect(first.getByText('CA$1.25/min')).toBeTruthy();
    expect(first.getByText('CA$3.75')).toBeTruthy();
    // A caller without a usable name is "Customer", as on the console.
    expect(within(cards[1] as HTMLElement).getAllByText(words.statement.customer)).toHaveLength(2);
  });

  it('has the same lines as a table for wide screens and paper, payouts and their return on their own rows', () => {
    render(<StatementView statement={STATEMENT} />);
    const table = screen.getByTestId('statement-payouts-table');
    expect(table.className).toContain('sm:table');
    expect(table.className).toContain('print:table');
    expect(screen.getByTestId('statement-payouts-cards').className).toContain('print:hidden');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Nov 19, 2026, 10:00 AM', 'Payout · Interac e-Transfer', 'Returned', '-CA$24.65'],
      ['Nov 21, 2026, 10:00 AM', 'Payout returned · Interac e-Transfer', 'Returned', 'CA$24.65'],
    ]);
    const adjustments = within(screen.getByTestId('statement-adjustments-table'));
    expect(adjustments.getByText(words.reasons.correction)).toBeTruthy();
    expect(adjustments.getByText('Rate typo on the 18th')).toBeTruthy();
    expect(adjustments.getByText('-CA$1.40')).toBeTruthy();
  });

  it('says so when a section is empty and when the period is still running', () => {
    render(
      <StatementView
        statement={{
          ...STATEMENT,
          complete: false,
          calls: [],
          adjustments: [],
          payouts: [],
          closingBalanceCents: 2000,
        }}
      />,
    );
    expect(screen.getByText(words.statement.inProgress)).toBeTruthy();
    expect(screen.getByText(words.statement.noCalls)).toBeTruthy();
    expect(screen.getByText(words.statement.noAdjustments)).toBeTruthy();
    expect(screen.getByText(words.statement.noPayouts)).toBeTruthy();
    expect(screen.queryByTestId('statement-calls-table')).toBeNull();
  });

  it('titles the printed page with the advisor and the period', () => {
    render(<StatementView statement={STATEMENT} />);
    const title = screen.getByText('Statement of Amélie, Nov 16, 2026 to Nov 30, 2026');
    expect(title.className).toContain('hidden');
    expect(title.className).toContain('print:block');
  });
});
