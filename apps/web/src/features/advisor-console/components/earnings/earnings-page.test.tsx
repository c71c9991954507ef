import { en } from '@app/shared/messages/en';
import type { EarningsAnnual, EarningsOverview, EarningsStatement } from '@app/shared/schemas/earnings';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../../test/render-with-api.tsx';
import { AdvisorEarningsPage } from './earnings-page.tsx';

const words = en.earnings;

const OVERVIEW: EarningsOverview = {
  agentId: 1001,
  balanceCents: 12_345,
  currentPeriod: { id: '2026-11-2', firstDay: '2026-11-16', lastDay: '2026-11-30' },
  periods: [
    { id: '2026-11-2', firstDay: '2026-11-16', lastDay: '2026-11-30' },
    { id: '2026-11-1', firstDay: '2026-11-01', lastDay: '2026-11-15' },
  ],
  years: [2026],
  payouts: [
    {
      id: 'item-1',
      amountCents: 4000,
      method: 'paypal',
      status: 'paid',
      createdAt: '2026-11-16T15:00:00.000Z',
      settledAt: '2026-11-17T15:00:00.000Z',
    },
  ],
};

const statement = (id: string, firstDay: string, lastDay: string, closing: number): EarningsStatement => ({
  agentId: 1001,
  advisorName: 'Amélie',
  period: { id, firstDay, lastDay },
  complete: id === '2026-11-1',
  openingBalanceCents: 0,
  closingBalanceCents: closing,
  calls: [],
  adjustments: [],
  payouts: [],
  totals: { calls: 0, minutes: 0, callsCents: 0, adjustmentsCents: 0, payoutsCents: 0 },
});

const figures = { calls: 0, minutes: 0, callsCents: 0, adjustmentsCents: 0, earnedCents: 0, paidOutCents: 0 };
const ANNUAL: EarningsAnnual = {
  agentId: 1001,
  advisorName: 'Amélie',
  year: 2026,
  complete: false,
  openingBalanceCents: 0,
  closingBalanceCents: 12_345,
  months: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    ...figures,
    paidOutCents: index === 10 ? 4000 : 0,
  })),
  quarters: [1, 2, 3, 4].map((quarter) => ({ quarter, ...figures, paidOutCents: quarter === 4 ? 4000 : 0 })),
  totals: { ...figures, paidOutCents: 4000 },
};

function renderPage(instant: () => Response = () => Response.json({})) {
  return renderWithApi(
    <MemoryRouter initialEntries={['/advisor/earnings']}>
      <AdvisorEarningsPage />
    </MemoryRouter>,
    ({ url }) => {
      if (url === '/api/advisor/earnings') return Response.json(OVERVIEW);
      if (url === '/api/advisor/earnings/statements/2026-11-2')
        return Response.json(statement('2026-11-2', '2026-11-16', '2026-11-30', 12_345));
      if (url === '/api/advisor/earnings/statements/2026-11-1')
        return Response.json(statement('2026-11-1', '2026-11-01', '2026-11-15', 4000));
      if (url === '/api/advisor/earnings/annual/2026') return Response.json(ANNUAL);
      if (url === '/api/advisor/payouts/instant') return instant();
      return Response.json({ error: { code: 'NOT_FOUND', message: url } }, { status: 404 });
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the earnings page', () => {
  it('shows the balance, the last payouts, the current statement, the year to date and the payout details link', async () => {
    renderPage();
    expect((await screen.findByTestId('earnings-balance')).textContent).toBe('CA$123.45');
    expect(screen.getByText(`${words.methods.paypal} · ${words.statuses.paid}`)).toBeTruthy();
    expect((await screen.findByTestId('statement-closing')).textContent).toContain('CA$123.45');
    expect(screen.getByText(words.statement.inProgress)).toBeTruthy();
    const link = screen.getByRole('link', { name: words.payoutProfile.link });
    expect(link.getAttribute('href')).toBe('/advisor/payout-profile');
    const annual = within(await screen.findByTestId('annual-summary'));
    expect(annual.getByText(words.annual.closingToDate)).toBeTruthy();
    // The console's fourth tab, lit on this page.
    expect(screen.getByRole('link', { name: words.nav }).getAttribute('aria-current')).toBe('page');
  });

  it('loads the period chosen, and its CSV link follows it in the page’s language', async () => {
    const { user, sent } = renderPage();
    await screen.findByTestId('statement-closing');
    const csv = screen.getByRole('link', { name: words.statement.download });
    expect(csv.getAttribute('href')).toBe('/api/advisor/earnings/statements/2026-11-2/csv?lang=en');
    await user.selectOptions(screen.getByRole('combobox', { name: words.statement.period }), '2026-11-1');
    await waitFor(() => expect(screen.getByTestId('statement-closing').textContent).toContain('CA$40.00'));
    expect(sent.map((request) => request.url)).toContain('/api/advisor/earnings/statements/2026-11-1');
    expect(csv.getAttribute('href')).toBe('/api/advisor/earnings/statements/2026-11-1/csv?lang=en');
    expect(screen.getByRole('link', { name: words.annual.download }).getAttribute('href')).toBe(
      '/api/advisor/earnings/annual/2026/csv?lang=en',
    );
  });

  it('prints the card asked for, the other one hidden on paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderPage();
    await screen.findByTestId('annual-summary');
    const [statementPrint, annualPrint] = screen.getAllByRole('button', { name: words.statement.print });
    await user.click(annualPrint as HTMLElement);
    expect(print).toHaveBeenCalledTimes(1);
    const statementCard = screen.getByTestId('statement').closest('section');
    const annualCard = screen.getByTestId('annual-summary').closest('section');
    expect(statementCard?.className).toContain('print:hidden');
    expect(annualCard?.className).not.toContain('print:hidden');
    await user.click(statementPrint as HTMLElement);
    expect(screen.getByTestId('statement').closest('section')?.className).not.toContain('print:hidden');
    expect(screen.getByTestId('annual-summary').closest('section')?.className).toContain('print:hidden');
  });

  it('pays now on request, and says in words why not when the server refuses', async () => {
    let answer = Response.json({ error: { code: 'PAYOUT_HELD', message: 'held' } }, { status: 409 });
    const { user, sent } = renderPage(() => answer);
    const button = await screen.findByRole('button', { name: words.payNow.button });
    await user.click(button);
    expect(await screen.findByText(words.payNow.errors.PAYOUT_HELD)).toBeTruthy();
    expect(sent.filter((request) => request.url === '/api/advisor/payouts/instant')).toHaveLength(1);

    answer = Response.json({
      runKey: 'instant:1001:2026-11-28',
      created: true,
      amountCents: 12_345,
      batchId: 'b',
      itemId: 'i',
    });
    await user.click(button);
    expect(await screen.findByText(words.payNow.done.replace('{{amount}}', 'CA$123.45'))).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
