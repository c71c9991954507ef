import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onAFrenchBackOfficePage, resetAfterEach } from '../../../test/page-language.ts';
import { payoutProfileView } from '../../../test/payout-profile-record.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { PayoutProfileCard } from './payout-profile-card.tsx';

const words = en.backOfficeEarnings.payoutProfile;
const AGENT = 1005;
const PROFILE_URL = `/api/staff/advisors/${AGENT}/payout-profile`;

resetAfterEach();

const PROFILE = {
  agentId: AGENT,
  profile: payoutProfileView({
    destination: 'aurora@example.com',
    legalName: 'Aurore Tremblay',
    addressLine1: '123 rue Saint-Denis',
    tinMasked: '•••-•••-286',
    holdUntil: '2026-11-30T17:00:00.000Z',
    updatedAt: '2026-11-28T17:00:00.000Z',
  }),
};

const api =
  (reveal: () => Response = () => Response.json({ agentId: AGENT, tinKind: 'sin', tin: '046454286' })) =>
  (request: SentRequest) =>
    request.url === PROFILE_URL ? Response.json(PROFILE) : reveal();

describe('the advisor’s payout details card', () => {
  it('shows the profile with the SIN masked and the hold, and no way for support to reveal it', async () => {
    renderWithApi(<PayoutProfileCard agentId={AGENT} admin={false} />, api());
    expect((await screen.findByTestId('masked-tin')).textContent).toBe('•••-•••-286');
    expect(screen.getByText(words.methods.interac)).toBeTruthy();
    expect(screen.getByText('aurora@example.com')).toBeTruthy();
    expect(screen.getByText('Aurore Tremblay')).toBeTruthy();
    expect(screen.getByText(/^Nov 30, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.reveal })).toBeNull();
  });

  it('says so when the advisor has given none', async () => {
    renderWithApi(<PayoutProfileCard agentId={AGENT} admin />, () =>
      Response.json({ agentId: AGENT, profile: null }),
    );
    expect(await screen.findByText(words.none)).toBeTruthy();
  });

  it('reveals the full number to an admin who gives a reason, once, in the dialog only', async () => {
    const { user, sent } = renderWithApi(<PayoutProfileCard agentId={AGENT} admin />, api());
    await user.click(await screen.findByRole('button', { name: words.reveal }));
    expect(screen.getByRole('heading', { name: words.revealTitle })).toBeTruthy();
    // A reason is required before anything is sent.
    await user.click(screen.getByRole('button', { name: words.revealSubmit }));
    expect(await screen.findByText(en.backOffice.refunds.noteRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox'), 'T4A slip for the accountant');
    await user.click(screen.getByRole('button', { name: words.revealSubmit }));
    expect((await screen.findByTestId('revealed-tin')).textContent).toBe('046-454-286');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { url: `${PROFILE_URL}/reveal`, method: 'POST', body: { reason: 'T4A slip for the accountant' } },
    ]);
    // The card itself still shows the masked number only.
    expect(screen.getByTestId('masked-tin').textContent).toBe('•••-•••-286');

    await user.click(screen.getByRole('button', { name: words.done }));
    await waitFor(() => expect(screen.queryByTestId('revealed-tin')).toBeNull());
    expect(document.body.textContent).not.toContain('046');
    // Opening again asks for a reason again: nothing was kept.
    await user.click(screen.getByRole('button', { name: words.reveal }));
    expect(screen.getByRole('heading', { name: words.revealTitle })).toBeTruthy();
    expect(screen.queryByTestId('revealed-tin')).toBeNull();
  });

  it('keeps the reason dialog open with the server’s words on a refusal', async () => {
    const { user } = renderWithApi(
      <PayoutProfileCard agentId={AGENT} admin />,
      api(() => refusal(403, 'FORBIDDEN', 'Only an admin can do this.')),
    );
    await user.click(await screen.findByRole('button', { name: words.reveal }));
    await user.type(screen.getByRole('textbox'), 'Checking');
    await user.click(screen.getByRole('button', { name: words.revealSubmit }));
    expect(await screen.findByText('Only an admin can do this.')).toBeTruthy();
    expect(screen.queryByTestId('revealed-tin')).toBeNull();
  });

  it('speaks French on a French page', async () => {
    await onAFrenchBackOfficePage();
    const frWords = fr.backOfficeEarnings.payoutProfile;
    renderWithApi(<PayoutProfileCard agentId={AGENT} admin />, api());
    expect(await screen.findByText(frWords.methods.interac)).toBeTruthy();
    expect(screen.getByRole('heading', { name: frWords.heading })).toBeTruthy();
    expect(screen.getByText(frWords.tinKinds.sin)).toBeTruthy();
    expect(screen.getByRole('button', { name: frWords.reveal })).toBeTruthy();
  });
});
