import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { fr } from '@app/shared/messages/fr';
import type { SpendingLimits } from '@app/shared/schemas/spending-limits';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../../test/render-with-api.tsx';
import { spendingLimitsRecord } from '../../../../test/spending-limits-record.ts';
import { PauseCard } from './pause-card.tsx';

const words = en.spendingLimits.pause;
const BREAK_URL = `/api/customers/${TEST_CUSTOMER_ID}/break`;

resetAfterEach();

// Only the clock is fixed (timers stay real, so user events run): the end dates are known.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T17:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The limits route (GET) and the break (POST), which answers the limits with `pause`. */
function server(pause: SpendingLimits['pause']) {
  let limits = spendingLimitsRecord();
  return (request: SentRequest) => {
    if (request.method === 'POST') limits = { ...limits, pause };
    return Response.json(limits);
  };
}

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('the "take a break" section of /profile', () => {
  it('confirms a 30-day break with its end date, then starts it', async () => {
    const until = '2026-12-25T17:00:00.000Z';
    const { user, sent } = renderWithApi(
      <PauseCard customerId={TEST_CUSTOMER_ID} />,
      server({ kind: 'break', until }),
    );
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '30 days' }));

    expect(screen.getByRole('dialog', { name: words.title })).toBeTruthy();
    expect(screen.getByTestId('pause-confirmation').textContent).toBe(
      formatMessage(words.confirmBreak, { date: 'Friday, December 25, 2026' }),
    );
    expect(posts(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(sent)).toEqual([{ url: BREAK_URL, method: 'POST', body: { days: 30 } }]);
    expect(screen.getByTestId('pause-status').textContent).toBe(
      formatMessage(words.onBreak, { date: 'Friday, December 25, 2026' }),
    );
  });

  it('confirms a self-exclusion of 12 months, and Cancel sends nothing', async () => {
    const { user, sent } = renderWithApi(<PauseCard customerId={TEST_CUSTOMER_ID} />, server(null));
    await user.click(screen.getByRole('button', { name: '12 months' }));
    expect(screen.getByTestId('pause-confirmation').textContent).toBe(
      formatMessage(words.confirmExclusion, { date: 'Thursday, November 25, 2027' }),
    );
    await user.click(screen.getByRole('button', { name: words.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(sent)).toEqual([]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const { user } = renderWithApi(<PauseCard customerId={TEST_CUSTOMER_ID} />, (request) =>
      request.method === 'POST'
        ? refusal(409, 'CONFLICT', 'A longer break is already under way.')
        : Response.json(spendingLimitsRecord()),
    );
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('A longer break is already under way.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a self-exclusion under way', async () => {
    renderWithApi(<PauseCard customerId={TEST_CUSTOMER_ID} />, () =>
      Response.json(
        spendingLimitsRecord({ pause: { kind: 'exclusion', until: '2027-05-25T17:00:00.000Z' } }),
      ),
    );
    expect((await screen.findByTestId('pause-status')).textContent).toBe(
      formatMessage(words.onExclusion, { date: 'Tuesday, May 25, 2027' }),
    );
  });

  it('reads in French on a French page, the date too', async () => {
    await onAFrenchAccountPage();
    const { user } = renderWithApi(<PauseCard customerId={TEST_CUSTOMER_ID} />, server(null));
    const frWords = fr.spendingLimits.pause;
    expect(screen.getByRole('heading', { name: frWords.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '30 jours' }));
    expect(screen.getByTestId('pause-confirmation').textContent).toBe(
      formatMessage(frWords.confirmBreak, { date: 'vendredi 25 décembre 2026' }),
    );
    expect(screen.getByRole('button', { name: frWords.confirm })).toBeTruthy();
  });
});
