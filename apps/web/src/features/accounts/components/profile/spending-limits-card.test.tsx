import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { formatMoneyIn } from '@app/shared/rules/language';
import type { SpendingLimits } from '@app/shared/schemas/spending-limits';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../../test/render-with-api.tsx';
import { spendingLimitsRecord } from '../../../../test/spending-limits-record.ts';
import { SpendingLimitsCard } from './spending-limits-card.tsx';

const words = en.spendingLimits;
const LIMITS_URL = `/api/customers/${TEST_CUSTOMER_ID}/limits`;

resetAfterEach();

/** The limits route: GET gives `limits`; a PUT or DELETE answers what `change` makes of them. */
function server(start: SpendingLimits, change: (request: SentRequest) => SpendingLimits = () => start) {
  let limits = start;
  return (request: SentRequest) => {
    if (request.method !== 'GET') limits = change(request);
    return Response.json(limits);
  };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const changes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe('the spending limits card of /profile', () => {
  it('shows the limits in force and the spend so far, and sends only the changed limits, in cents', async () => {
    const start = spendingLimitsRecord({
      dailyCents: 5_000,
      monthlyCents: 50_000,
      spent: { dailyCents: 1_250, weeklyCents: 3_000, monthlyCents: 12_000 },
    });
    const { user, sent } = renderWithApi(
      <SpendingLimitsCard customerId={TEST_CUSTOMER_ID} />,
      server(start, () => ({ ...start, weeklyCents: 20_050, perCallTopUpCents: 2_500 })),
    );
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    await waitFor(() => expect(field(words.names.daily).value).toBe('50'));
    expect(field(words.names.weekly).value).toBe('');
    expect(field(words.names.monthly).value).toBe('500');
    expect(field(words.names.perCallTopUp).value).toBe('');
    expect(screen.getByText('CA$12.50 spent today')).toBeTruthy();
    expect(screen.getByText('CA$30.00 spent this week')).toBeTruthy();
    expect(screen.getByText('CA$120.00 spent this month')).toBeTruthy();

    await user.type(field(words.names.weekly), '200.5');
    await user.clear(field(words.names.monthly));
    await user.type(field(words.names.perCallTopUp), '$25');
    await user.click(screen.getByRole('button', { name: words.save }));

    await waitFor(() => expect(changes(sent)).toHaveLength(1));
    expect(changes(sent)[0]).toEqual({
      url: LIMITS_URL,
      method: 'PUT',
      body: { weeklyCents: 20_050, monthlyCents: null, perCallTopUpCents: 2_500 },
    });
    // The answer's limits become the fields' values (the monthly removal waits: still 500 in force).
    await waitFor(() => expect(field(words.names.weekly).value).toBe('200.50'));
    expect(field(words.names.monthly).value).toBe('500');
    expect(field(words.names.perCallTopUp).value).toBe('25');
  });

  it('says which field holds no amount, and sends nothing', async () => {
    const { user, sent } = renderWithApi(
      <SpendingLimitsCard customerId={TEST_CUSTOMER_ID} />,
      server(spendingLimitsRecord({ dailyCents: 5_000 })),
    );
    await waitFor(() => expect(field(words.names.daily).value).toBe('50'));
    await user.clear(field(words.names.daily));
    await user.type(field(words.names.daily), '12.345');
    await user.type(field(words.names.monthly), '100000.01');
    await user.type(field(words.names.weekly), '300');
    await user.click(screen.getByRole('button', { name: words.save }));

    const daily = field(words.names.daily);
    await waitFor(() => expect(daily.getAttribute('aria-invalid')).toBe('true'));
    const errorId = daily.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(words.errors.amount);
    expect(field(words.names.monthly).getAttribute('aria-invalid')).toBe('true');
    expect(field(words.names.weekly).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText(words.errors.amount)).toHaveLength(2);
    expect(changes(sent)).toEqual([]);
  });

  it('shows a pending raise and a pending removal, and "keep" cancels the raise', async () => {
    const start = spendingLimitsRecord({
      monthlyCents: 30_000,
      dailyCents: 2_000,
      pending: [
        { limit: 'monthly', cents: 80_000, takesEffectAt: '2026-11-26T17:00:00.000Z' },
        { limit: 'daily', cents: null, takesEffectAt: '2026-11-26T18:00:00.000Z' },
      ],
      staff: { dailyCents: null, weeklyCents: 15_000, monthlyCents: null },
    });
    const { user, sent } = renderWithApi(
      <SpendingLimitsCard customerId={TEST_CUSTOMER_ID} />,
      server(start, () => ({
        ...start,
        pending: start.pending.filter((entry) => entry.limit !== 'monthly'),
      })),
    );
    const monthly = await screen.findByTestId('limit-monthly');
    expect(within(monthly).getByText('Changes to CA$800.00 on Thursday, November 26, 2026')).toBeTruthy();
    expect(
      within(screen.getByTestId('limit-daily')).getByText('Removed on Thursday, November 26, 2026'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('limit-weekly')).getByText('Set by our support team: CA$150.00'),
    ).toBeTruthy();

    await user.click(within(monthly).getByRole('button', { name: words.cancelPending }));
    await waitFor(() =>
      expect(within(monthly).queryByRole('button', { name: words.cancelPending })).toBeNull(),
    );
    expect(changes(sent)).toEqual([{ url: `${LIMITS_URL}/pending/monthly`, method: 'DELETE', body: {} }]);
    // The daily removal is still pending.
    expect(
      within(screen.getByTestId('limit-daily')).getByRole('button', { name: words.cancelPending }),
    ).toBeTruthy();
  });

  it('shows the server’s refusal of a save', async () => {
    const { user } = renderWithApi(<SpendingLimitsCard customerId={TEST_CUSTOMER_ID} />, (request) =>
      request.method === 'PUT'
        ? refusal(400, 'VALIDATION_ERROR', 'Refused by the server.')
        : Response.json(spendingLimitsRecord()),
    );
    await user.type(await screen.findByLabelText(words.names.daily), '40');
    await user.click(screen.getByRole('button', { name: words.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the server.');
  });

  it('shows the limit in force again after asking for a raise, which waits 24 hours', async () => {
    const start = spendingLimitsRecord({ dailyCents: 5_000 });
    const { user } = renderWithApi(
      <SpendingLimitsCard customerId={TEST_CUSTOMER_ID} />,
      server(start, () => ({
        ...start,
        pending: [{ limit: 'daily', cents: 10_000, takesEffectAt: '2026-11-26T17:00:00.000Z' }],
      })),
    );
    const daily = (await screen.findByLabelText(words.names.daily)) as HTMLInputElement;
    await waitFor(() => expect(daily.value).toBe('50'));
    await user.clear(daily);
    await user.type(daily, '100');
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText('Changes to CA$100.00 on Thursday, November 26, 2026')).toBeTruthy();
    expect(field(words.names.daily).value).toBe('50');
  });

  it('reads in French on a French page, amounts written the French way', async () => {
    await onAFrenchAccountPage();
    renderWithApi(
      <SpendingLimitsCard customerId={TEST_CUSTOMER_ID} />,
      server(
        spendingLimitsRecord({
          dailyCents: 1_250,
          spent: { dailyCents: 1_250, weeklyCents: 0, monthlyCents: 0 },
        }),
      ),
    );
    expect(screen.getByRole('heading', { name: fr.spendingLimits.title })).toBeTruthy();
    await waitFor(() => expect(field(fr.spendingLimits.names.daily).value).toBe('12,50'));
    // Québec's money format ('12,50 $', with the space Intl writes, which getByText reads as a space).
    const spent = `${formatMoneyIn('fr', 1_250)} dépensés aujourd’hui`.replace(/\s/g, ' ');
    expect(screen.getByText(spent)).toBeTruthy();
    expect(formatMoneyIn('fr', 1_250)).toMatch(/^12,50\s\$$/);
    expect(screen.getByRole('button', { name: fr.spendingLimits.save })).toBeTruthy();
  });
});
