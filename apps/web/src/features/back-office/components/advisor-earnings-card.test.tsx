import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAFrenchBackOfficePage, resetAfterEach } from '../../../test/page-language.ts';
import { renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { AdvisorEarningsCard } from './advisor-earnings-card.tsx';

const words = en.backOfficeEarnings;
const AGENT = 1003;

resetAfterEach();

const entry = {
  minutes: null,
  rateCents: null,
  reason: null,
  note: null,
  overrideNegative: false,
  actorEmail: null,
};

/** Four lines newest first, of 12 in all: a payout returned, a payout, an admin's clawback, a call. */
const PAGE_1 = {
  agentId: AGENT,
  advisorName: 'Aurora',
  balanceCents: 12_345,
  total: 12,
  page: 1,
  pageSize: 10,
  entries: [
    {
      ...entry,
      id: 9,
      at: '2026-11-20T15:00:00.000Z',
      kind: 'payout_return',
      deltaCents: 5000,
      balanceAfterCents: 12_345,
      reference: 'item-77',
    },
    {
      ...entry,
      id: 8,
      at: '2026-11-16T15:00:00.000Z',
      kind: 'payout',
      deltaCents: -5000,
      balanceAfterCents: 7345,
      reference: 'item-77',
    },
    {
      ...entry,
      id: 7,
      at: '2026-11-10T15:00:00.000Z',
      kind: 'adjustment',
      deltaCents: -655,
      balanceAfterCents: 12_345,
      reference: 'c2f1d7a4-4d4e-4a52-9b0c-1f2e3d4c5b6a',
      reason: 'clawback',
      note: 'Rude to a caller',
      actorEmail: 'admin@example.com',
    },
    {
      ...entry,
      id: 6,
      at: '2026-11-03T01:30:00.000Z',
      kind: 'call',
      deltaCents: 1800,
      balanceAfterCents: 13_000,
      reference: 'CA123',
      minutes: 12,
      rateCents: 150,
    },
  ],
};

const ledgerAnswer = (request: SentRequest) => {
  const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
  return Response.json(page === 1 ? PAGE_1 : { ...PAGE_1, page, entries: [] });
};

const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the advisor’s earnings card', () => {
  it('shows the balance and each line: date in Montréal, what, signed amount, balance after, by whom', async () => {
    renderWithApi(<AdvisorEarningsCard agentId={AGENT} admin />, ledgerAnswer);
    expect((await screen.findByTestId('earnings-balance')).textContent).toMatch(/^(CA)?\$123\.45$/);
    const [returned, payout, clawback, call] = rows();
    expect(cells(returned as HTMLElement)).toEqual([
      expect.stringMatching(/^Nov 20, 2026/),
      `${words.ledger.kinds.payout_return}item-77`,
      expect.stringMatching(/^\+(CA)?\$50\.00$/),
      expect.stringMatching(/^(CA)?\$123\.45$/),
      words.ledger.system,
    ]);
    expect(cells(payout as HTMLElement)[2]).toMatch(/^\u2212(CA)?\$50\.00$/);
    expect(cells(clawback as HTMLElement)).toEqual([
      expect.any(String),
      'Adjustment: Clawback (misconduct)Rude to a caller',
      expect.stringMatching(/^\u2212(CA)?\$6\.55$/),
      expect.any(String),
      'admin@example.com',
    ]);
    // 01:30 UTC on Nov 3 is still Nov 2 in Montréal.
    expect(cells(call as HTMLElement).slice(0, 2)).toEqual([
      expect.stringMatching(/^Nov 2, 2026, 8:30/),
      expect.stringMatching(/^Call: 12 min × (CA)?\$1\.50$/),
    ]);
  });

  it('asks the server for the next page', async () => {
    const { user, sent } = renderWithApi(<AdvisorEarningsCard agentId={AGENT} admin={false} />, ledgerAnswer);
    await screen.findByTestId('earnings-balance');
    expect(sent[0]?.url).toBe(`/api/staff/advisors/${AGENT}/earnings?page=1&pageSize=10`);
    await user.click(screen.getByRole('button', { name: en.backOffice.common.next }));
    await waitFor(() =>
      expect(sent.at(-1)?.url).toBe(`/api/staff/advisors/${AGENT}/earnings?page=2&pageSize=10`),
    );
  });

  it('gives an admin "Adjust earnings", which opens the dialog over the balance', async () => {
    const { user } = renderWithApi(<AdvisorEarningsCard agentId={AGENT} admin />, ledgerAnswer);
    await screen.findByTestId('earnings-balance');
    await user.click(screen.getByRole('button', { name: words.adjust.button }));
    expect(screen.getByRole('heading', { name: words.adjust.title })).toBeTruthy();
  });

  it('lets support read it all and change nothing', async () => {
    renderWithApi(<AdvisorEarningsCard agentId={AGENT} admin={false} />, ledgerAnswer);
    await screen.findByTestId('earnings-balance');
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: words.adjust.button })).toBeNull();
  });

  it('says so when nothing has been earned yet', async () => {
    renderWithApi(<AdvisorEarningsCard agentId={AGENT} admin />, () =>
      Response.json({ ...PAGE_1, balanceCents: 0, total: 0, entries: [] }),
    );
    expect(await screen.findByText(words.ledger.empty)).toBeTruthy();
  });

  it('speaks French on a French page', async () => {
    await onAFrenchBackOfficePage();
    renderWithApi(<AdvisorEarningsCard agentId={AGENT} admin />, ledgerAnswer);
    expect((await screen.findByTestId('earnings-balance')).textContent?.replace(/\s+/g, ' ')).toBe(
      '123,45 $',
    );
    expect(screen.getByRole('heading', { name: fr.backOfficeEarnings.ledger.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.backOfficeEarnings.adjust.button })).toBeTruthy();
    const call = rows()[3] as HTMLElement;
    expect(cells(call)[1]?.replace(/\s+/g, ' ')).toBe('Appel : 12 min × 1,50 $');
  });
});
