import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { SpendingLimits } from '@app/shared/schemas/spending-limits';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAFrenchBackOfficePage, resetAfterEach } from '../../../test/page-language.ts';
import { renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { spendingLimitsRecord } from '../../../test/spending-limits-record.ts';
import { CustomerLimitsCard } from './customer-limits-card.tsx';

const words = en.backOffice.spending;
const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';
const LIMITS_URL = `/api/staff/customers/${CUSTOMER}/limits`;

resetAfterEach();

const START = spendingLimitsRecord({
  dailyCents: 5_000,
  pending: [{ limit: 'daily', cents: 9_000, takesEffectAt: '2026-11-26T17:00:00.000Z' }],
  staff: { dailyCents: null, weeklyCents: 20_000, monthlyCents: 50_000 },
  spent: { dailyCents: 1_250, weeklyCents: 3_000, monthlyCents: 12_000 },
  pause: { kind: 'break', until: '2099-12-25T17:00:00.000Z' },
});

function server(start: SpendingLimits) {
  let limits = start;
  return (request: SentRequest) => {
    if (request.method === 'PUT') {
      const { note: _note, ...body } = request.body as Record<string, number | null>;
      limits = { ...limits, staff: { ...limits.staff, ...body } };
    }
    return Response.json(limits);
  };
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

describe('the spending limits card of the back office’s customer page', () => {
  it('shows the customer’s own limits, spend, pending change and break, read only', async () => {
    renderWithApi(<CustomerLimitsCard customerId={CUSTOMER} />, server(START));
    const own = await screen.findByTestId('customer-own-limits');
    expect(within(own).getByText('CA$50.00')).toBeTruthy();
    expect(within(own).getByText('CA$12.50 spent today')).toBeTruthy();
    expect(within(own).getByText(/^Changes to CA\$90\.00 on Nov 26, 2026/)).toBeTruthy();
    expect(within(own).getAllByText(words.none)).toHaveLength(3);
    expect(screen.getByTestId('customer-pause').textContent).toMatch(/^On a break until Dec 25, 2099/);
    expect(within(own).queryByRole('textbox')).toBeNull();
  });

  it('sends only the staff limits that change, in cents, with the reason', async () => {
    const { user, sent } = renderWithApi(<CustomerLimitsCard customerId={CUSTOMER} />, server(START));
    const weekly = (await screen.findByLabelText(words.fields.weekly)) as HTMLInputElement;
    expect(weekly.value).toBe('200');
    expect((screen.getByLabelText(words.fields.monthly) as HTMLInputElement).value).toBe('500');

    // Nothing changed: said, and nothing sent; no reason: said, and nothing sent.
    await user.type(screen.getByLabelText(en.backOffice.confirm.note), 'Asked for by the customer');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.unchanged)).toBeTruthy();
    await user.clear(screen.getByLabelText(en.backOffice.confirm.note));
    await user.type(screen.getByLabelText(words.fields.daily), '75.5');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(en.backOffice.refunds.noteRequired)).toBeTruthy();
    expect(puts(sent)).toEqual([]);

    await user.clear(weekly);
    await user.type(screen.getByLabelText(en.backOffice.confirm.note), 'Asked for by the customer');
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]).toEqual({
      url: LIMITS_URL,
      method: 'PUT',
      body: { dailyCents: 7_550, weeklyCents: null, note: 'Asked for by the customer' },
    });
    await waitFor(() =>
      expect((screen.getByLabelText(words.fields.daily) as HTMLInputElement).value).toBe('75.50'),
    );
    expect((screen.getByLabelText(en.backOffice.confirm.note) as HTMLTextAreaElement).value).toBe('');
  });

  it('says which amount is not one', async () => {
    const { user, sent } = renderWithApi(<CustomerLimitsCard customerId={CUSTOMER} />, server(START));
    await user.type(await screen.findByLabelText(words.fields.daily), 'ten');
    await user.type(screen.getByLabelText(en.backOffice.confirm.note), 'x');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.amountInvalid)).toBeTruthy();
    expect(puts(sent)).toEqual([]);
  });

  it('reads in French on a French page', async () => {
    await onAFrenchBackOfficePage();
    renderWithApi(<CustomerLimitsCard customerId={CUSTOMER} />, server(START));
    expect(await screen.findByRole('heading', { name: fr.backOffice.spending.title })).toBeTruthy();
    expect(await screen.findByLabelText(fr.backOffice.spending.fields.monthly)).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.backOffice.spending.submit })).toBeTruthy();
  });
});
