import { en } from '@app/shared/messages/en';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutProfileView } from '../../../../test/payout-profile-record.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../../test/render-with-api.tsx';
import { AdvisorPayoutProfilePage } from './payout-profile-page.tsx';

const words = en.payoutProfile;
const CHANGE_ID = '00000000-0000-4000-8000-000000000001';
const HOLD_UNTIL = '2026-11-30T15:00:00.000Z';

const SAVED = payoutProfileView({ holdUntil: HOLD_UNTIL });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server as the page meets it: no profile yet, then the code step, then the saved profile. */
function server(confirm: (request: SentRequest) => Response = () => Response.json({ profile: SAVED })) {
  return (request: SentRequest) => {
    if (request.method === 'GET') return Response.json({ profile: null });
    if (request.url.endsWith('/changes')) {
      return Response.json({ changeId: CHANGE_ID, sentTo: '•••-•••-0101', expiresAt: HOLD_UNTIL });
    }
    return confirm(request);
  };
}

const renderPage = (answer: (request: SentRequest) => Response) =>
  renderWithApi(
    <MemoryRouter>
      <AdvisorPayoutProfilePage />
    </MemoryRouter>,
    answer,
  );

const field = (label: string) => screen.getByLabelText(label);

/** Opens the form and types where the money goes and who the advisor is (not the tax number). */
async function fillPayee(
  user: ReturnType<typeof renderPage>['user'],
  payee: { destination: string; postalCode: string },
) {
  await user.click(await screen.findByRole('button', { name: words.current.set }));
  await user.type(field(words.form.interacDestination), payee.destination);
  await user.type(field(words.form.legalName), 'Amélie Rousseau');
  await user.type(field(words.form.addressLine1), '123 rue Example');
  await user.type(field(words.form.city), 'Montréal');
  await user.selectOptions(field(words.form.province), 'QC');
  await user.type(field(words.form.postalCode), payee.postalCode);
}

describe('the payout profile page', () => {
  it('names each problem beside its field and sends nothing', async () => {
    const { user, sent } = renderPage(server());
    await user.click(await screen.findByRole('button', { name: words.current.set }));
    await user.type(field(words.form.interacDestination), 'call me');
    await user.type(field(words.form.tin), '130 692 545');
    await user.type(field(words.form.postalCode), '90210');
    await user.click(screen.getByRole('button', { name: words.form.submit }));
    expect(await screen.findByText(words.checks.interacDestinationInvalid)).toBeTruthy();
    expect(screen.getByText(words.checks.sinInvalid)).toBeTruthy();
    expect(screen.getByText(words.checks.postalCodeInvalid)).toBeTruthy();
    expect(screen.getByText(words.checks.legalNameRequired)).toBeTruthy();
    expect(screen.getByText(words.checks.provinceRequired)).toBeTruthy();
    expect(screen.getByText(words.checks.birthDateRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the profile, asks for the texted code, then shows the masked profile and the 48-hour hold', async () => {
    const { user, sent } = renderPage(server());
    await fillPayee(user, { destination: '514 555 0199', postalCode: 'h2x1y4' });
    await user.type(field(words.form.tin), '130 692 544');
    await user.type(field(words.form.birthDate), '1980-04-30');
    await user.click(screen.getByRole('button', { name: words.form.submit }));

    expect(await screen.findByText('We texted a code to •••‑•••‑0101.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/advisor/payout-profile/changes',
      body: {
        method: 'interac',
        destination: '+15145550199',
        postalCode: 'H2X 1Y4',
        tin: '130692544',
        birthDate: '1980-04-30',
        province: 'QC',
      },
    });

    await user.type(field(words.code.label), '123456');
    await user.click(screen.getByRole('button', { name: words.code.confirm }));
    expect(await screen.findByText(words.done.heading)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      url: `/api/advisor/payout-profile/changes/${CHANGE_ID}/confirm`,
      body: { code: '123456' },
    });
    expect(screen.getByTestId('payout-profile-summary').textContent).toContain('•••-•••-544');
    expect(screen.getByText(/your next payout is held until .+ at /)).toBeTruthy();
  });

  it("shows the server's refusal of a wrong code and stays on the code step", async () => {
    const { user } = renderPage(server(() => refusal(400, 'PAYOUT_CODE_INVALID', words.errors.codeInvalid)));
    await fillPayee(user, { destination: 'amelie@example.com', postalCode: 'H2X 1Y4' });
    await user.click(screen.getByLabelText(words.tinKinds.bn));
    await user.type(field(words.form.tin), '123456782');
    await user.click(screen.getByRole('button', { name: words.form.submit }));
    await user.type(await screen.findByLabelText(words.code.label), '000000');
    await user.click(screen.getByRole('button', { name: words.code.confirm }));
    expect(await screen.findByText(words.errors.codeInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.code.confirm })).toBeTruthy();
  });
});
