import { en } from '@app/shared/messages/en';
import { payPeriod } from '@app/shared/rules/earnings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/messages/load.ts';
import { renderWithApi } from '../../../test/render-with-api.tsx';
import { RunPreview } from './payouts-page.tsx';

const words = en.backOfficePayouts;
const period = payPeriod('2026-10-1');
if (!period) throw new Error('no period');

beforeAll(async () => {
  await loadMessages('backOffice', 'en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const PREVIEW = {
  period: '2026-10-1',
  firstDay: '2026-10-01',
  lastDay: '2026-10-15',
  minimumCents: 2500,
  confirmed: false,
  created: false,
  lines: [
    { agentId: 1001, amountCents: 4200, status: 'due', method: 'paypal' },
    { agentId: 1002, amountCents: 900, status: 'below-minimum', method: 'interac' },
    { agentId: 1003, amountCents: 3000, status: 'held', reason: 'no-payout-profile' },
  ],
};

describe('a pay period’s run in the back office', () => {
  it('shows each line and, for an admin, confirms after a confirmation dialog', async () => {
    const { user, sent } = renderWithApi(<RunPreview period={period} admin />, (request) =>
      Response.json(
        request.method === 'POST'
          ? {
              ...PREVIEW,
              confirmed: true,
              created: true,
              lines: [{ ...PREVIEW.lines[0], status: 'sent', batchId: 'b1' }],
            }
          : PREVIEW,
      ),
    );
    const table = await screen.findByTestId('payout-lines');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      words.statuses.due,
      words.statuses['below-minimum'],
      `${words.statuses.held}${words.reasons['no-payout-profile']}`,
    ]);
    expect(screen.getByTestId('payouts-total').textContent).toMatch(/\$42\.00 to 1 advisor/);
    await user.click(screen.getByRole('button', { name: words.confirm.button }));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: words.confirm.submit }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
        '/api/staff/payouts/runs/2026-10-1/confirm',
      ]),
    );
  });

  it('gives support no confirm button', async () => {
    renderWithApi(<RunPreview period={period} admin={false} />, () => Response.json(PREVIEW));
    await screen.findByTestId('payout-lines');
    expect(screen.queryByRole('button', { name: words.confirm.button })).toBeNull();
  });
});
