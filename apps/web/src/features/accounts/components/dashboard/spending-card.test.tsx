import { en } from '@app/shared/messages/en';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { resetAfterEach } from '../../../../test/page-language.ts';
import { renderWithApi } from '../../../../test/render-with-api.tsx';
import { spendingLimitsRecord } from '../../../../test/spending-limits-record.ts';
import { SpendingCard } from './spending-card.tsx';

const words = en.spendingLimits.dashboard;

resetAfterEach();

const renderCard = (limits: ReturnType<typeof spendingLimitsRecord>) =>
  renderWithApi(
    <MemoryRouter>
      <SpendingCard customerId={TEST_CUSTOMER_ID} />
    </MemoryRouter>,
    () => Response.json(limits),
  );

describe('the dashboard’s spending card', () => {
  it('shows this month’s spend against the stricter monthly limit, and links to /profile’s card', async () => {
    renderCard(
      spendingLimitsRecord({
        monthlyCents: 50_000,
        staff: { dailyCents: null, weeklyCents: null, monthlyCents: 30_000 },
        spent: { dailyCents: 0, weeklyCents: 0, monthlyCents: 12_000 },
      }),
    );
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(await screen.findByText('Spent this month: CA$120.00')).toBeTruthy();
    expect(screen.getByText('Monthly limit: CA$300.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: words.manage }).getAttribute('href')).toBe(
      '/profile#spending-limits',
    );
  });

  it('says when there is no monthly limit', async () => {
    renderCard(spendingLimitsRecord());
    expect(await screen.findByText(words.noLimit)).toBeTruthy();
  });
});
