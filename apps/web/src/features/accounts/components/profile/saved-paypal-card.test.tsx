import { BUNDLES } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { SavedPaypal } from '@app/shared/schemas/saved-paypal';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../../test/render-with-api.tsx';
import { SavedPaypalCard } from './saved-paypal-card.tsx';

const words = en.savedPaypal;
const URL = `/api/customers/${TEST_CUSTOMER_ID}/saved-paypal`;
const NONE: SavedPaypal = { status: 'none', emailMasked: null, topUpBundleId: 'bundle-10', autoTopUp: false };
const ACTIVE: SavedPaypal = { ...NONE, status: 'active', emailMasked: 'j•••@e•••.com' };
const BUNDLE_DTOS = BUNDLES.map((bundle) => ({
  id: bundle.id,
  name: bundle.name,
  nameFr: bundle.nameFr,
  minutes: bundle.minutes,
  priceCents: bundle.priceInCents,
  taxCents: Math.round(bundle.tax * 100),
  giftMinutes: bundle.gift,
  cashbackPercent: bundle.cashbackPercent,
  features: [],
  featuresFr: [],
}));

resetAfterEach();

/** The saved-PayPal routes and the bundles: GET answers `saved`, which each change replaces. */
function server(
  start: SavedPaypal,
  answer: (request: SentRequest) => Response | SavedPaypal | null = () => null,
) {
  let saved = start;
  return (request: SentRequest) => {
    if (request.url === '/api/bundles') return Response.json({ bundles: BUNDLE_DTOS });
    if (request.method === 'GET') return Response.json(saved);
    const given = answer(request);
    if (given instanceof Response) return given;
    if (given) saved = given;
    if (request.method !== 'DELETE') return Response.json(saved);
    // Removed: the server reads it back as none from now on.
    saved = { status: 'none', emailMasked: null, topUpBundleId: saved.topUpBundleId, autoTopUp: false };
    return new Response(null, { status: 204 });
  };
}

/** Where the router is: the card takes PayPal's parameters out of the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const card = (path = '/profile') => (
  <MemoryRouter initialEntries={[path]}>
    <SavedPaypalCard customerId={TEST_CUSTOMER_ID} />
    <Address />
  </MemoryRouter>
);
/** The radio of one bundle, by its id. */
const radioOf = (group: HTMLElement, id: string) =>
  within(group)
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).value === id) as HTMLElement;
const changes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe('/profile’s saved-PayPal card', () => {
  it('says what it does, and sends the customer to PayPal’s approval page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user, sent } = renderWithApi(
      card(),
      server(NONE, () => Response.json({ approveUrl: '/dev/paypal/vault/approve/ABC123' })),
    );
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    for (const text of [words.intro, words.keyPress, words.auto, words.limits])
      expect(screen.getByText(text)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: words.start }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/paypal/vault/approve/ABC123'));
    expect(changes(sent)).toEqual([{ url: URL, method: 'POST', body: {} }]);
    expect(screen.getByRole('button', { name: words.starting })).toHaveProperty('disabled', true);
    assign.mockRestore();
  });

  it('confirms PayPal’s return once, shows the masked e-mail, and takes the token out of the address', async () => {
    const { sent } = renderWithApi(
      card('/profile?saved_paypal=return&approval_token_id=TOKEN42&tab=1'),
      server({ ...NONE, status: 'pending' }, (request) => (request.url.endsWith('/confirm') ? ACTIVE : null)),
    );
    expect((await screen.findByTestId('saved-paypal-email')).textContent).toBe('j•••@e•••.com');
    expect(changes(sent)).toEqual([
      { url: `${URL}/confirm`, method: 'POST', body: { setupTokenId: 'TOKEN42' } },
    ]);
    expect(screen.getByTestId('address').textContent).toBe('/profile?tab=1');
    expect(screen.queryByRole('button', { name: words.start })).toBeNull();
  });

  it('shows why a confirmation was refused, and offers to start again', async () => {
    renderWithApi(
      card('/profile?saved_paypal=return&approval_token_id=OLD'),
      server(NONE, () => refusal(404, 'SAVED_PAYPAL_NOT_FOUND', words.errors.unknownApproval)),
    );
    expect(await screen.findByText(words.errors.unknownApproval)).toBeTruthy();
    expect(await screen.findByRole('button', { name: words.start })).toBeTruthy();
  });

  it('says an approval is still awaited, and a cancel leaves the address clean without asking the server', async () => {
    const { sent } = renderWithApi(
      card('/profile?saved_paypal=cancel&approval_token_id=TOKEN7'),
      server({ ...NONE, status: 'pending' }),
    );
    expect(await screen.findByText(words.pending)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/profile');
    expect(changes(sent)).toEqual([]);
  });

  it('saves the bundle and the automatic top-up, sending only what changed', async () => {
    const { user, sent } = renderWithApi(
      card(),
      server(ACTIVE, (request) => ({ ...ACTIVE, ...(request.body as Partial<SavedPaypal>) })),
    );
    const group = await screen.findByRole('group', { name: words.bundle });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(BUNDLES.length));
    const basic = within(group).getByRole('radio', { name: /^Basic Package/ }) as HTMLInputElement;
    expect(basic.checked).toBe(true);
    expect(within(group).getByText('12 minutes, CA$25.00 before taxes')).toBeTruthy();
    const save = screen.getByRole('button', { name: words.saveChoices });
    expect(save).toHaveProperty('disabled', true);

    await user.click(radioOf(group, 'bundle-40'));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(words.autoTopUp) }));
    await user.click(save);
    await waitFor(() => expect(changes(sent)).toHaveLength(1));
    expect(changes(sent)[0]).toEqual({
      url: URL,
      method: 'PATCH',
      body: { topUpBundleId: 'bundle-40', autoTopUp: true },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: words.saveChoices })).toHaveProperty('disabled', true),
    );

    await user.click(screen.getByRole('checkbox', { name: new RegExp(words.autoTopUp) }));
    await user.click(screen.getByRole('button', { name: words.saveChoices }));
    await waitFor(() => expect(changes(sent)).toHaveLength(2));
    expect(changes(sent)[1]?.body).toEqual({ autoTopUp: false });
  });

  it('shows a refused choice with the server’s words', async () => {
    const { user } = renderWithApi(
      card(),
      server(ACTIVE, () => refusal(400, 'INVALID_BUNDLE', 'There is no bundle “bundle-40” on sale.')),
    );
    const group = await screen.findByRole('group', { name: words.bundle });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(BUNDLES.length));
    await user.click(radioOf(group, 'bundle-40'));
    await user.click(screen.getByRole('button', { name: words.saveChoices }));
    expect(await screen.findByText('There is no bundle “bundle-40” on sale.')).toBeTruthy();
  });

  it('removes the account after a confirmation that names it', async () => {
    const { user, sent } = renderWithApi(card(), server(ACTIVE));
    await user.click(await screen.findByRole('button', { name: words.remove }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(words.removeConfirm.replace('{{email}}', 'j•••@e•••.com'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: words.removeYes }));
    expect(await screen.findByRole('button', { name: words.start })).toBeTruthy();
    expect(changes(sent)).toEqual([{ url: URL, method: 'DELETE', body: {} }]);
    expect(screen.queryByTestId('saved-paypal-email')).toBeNull();
  });

  it('keeps the account when the customer changes their mind', async () => {
    const { user, sent } = renderWithApi(card(), server(ACTIVE));
    await user.click(await screen.findByRole('button', { name: words.remove }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: words.removeKeep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('saved-paypal-email')).toBeTruthy();
    expect(changes(sent)).toEqual([]);
  });

  it('is not shown where PayPal is not configured', async () => {
    const { sent } = renderWithApi(card(), () =>
      refusal(503, 'PAYPAL_UNAVAILABLE', words.errors.unavailable),
    );
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('heading', { name: words.title })).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it('speaks French on a French page', async () => {
    await onAFrenchAccountPage();
    renderWithApi(card(), server(ACTIVE));
    expect(await screen.findByRole('heading', { name: fr.savedPaypal.title })).toBeTruthy();
    expect(await screen.findByText('Forfait Essentiel')).toBeTruthy();
    expect(screen.getByText('12 minutes, 25,00 $ avant taxes')).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.savedPaypal.remove })).toBeTruthy();
  });
});
