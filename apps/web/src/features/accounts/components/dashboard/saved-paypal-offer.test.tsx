import { en } from '@app/shared/messages/en';
import type { SavedPaypal } from '@app/shared/schemas/saved-paypal';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { resetAfterEach } from '../../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../../test/render-with-api.tsx';
import { SavedPaypalOffer } from './saved-paypal-offer.tsx';

const words = en.savedPaypal.afterPurchase;
const URL = `/api/customers/${TEST_CUSTOMER_ID}/saved-paypal`;
const saved = (status: SavedPaypal['status']): SavedPaypal => ({
  status,
  emailMasked: status === 'active' ? 'j•••@e•••.com' : null,
  topUpBundleId: 'bundle-10',
  autoTopUp: false,
});

resetAfterEach();

const dashboard = (state: unknown) => (
  <MemoryRouter initialEntries={[{ pathname: '/dashboard', state }]}>
    <SavedPaypalOffer customerId={TEST_CUSTOMER_ID} />
  </MemoryRouter>
);

describe('the offer to save PayPal after a purchase', () => {
  it('appears right after a purchase and goes to PayPal’s approval page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user, sent } = renderWithApi(dashboard({ purchased: true }), (request) =>
      request.method === 'GET'
        ? Response.json(saved('none'))
        : Response.json({ approveUrl: '/dev/paypal/vault/approve/XYZ' }),
    );
    expect(await screen.findByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByText(words.text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.action }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/paypal/vault/approve/XYZ'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { url: URL, method: 'POST', body: {} },
    ]);
    assign.mockRestore();
  });

  it('goes for good with "Not now"', async () => {
    const { user } = renderWithApi(dashboard({ purchased: true }), () => Response.json(saved('pending')));
    await user.click(await screen.findByRole('button', { name: words.later }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: words.title })).toBeNull());
  });

  it('is not offered on an ordinary visit, to a customer with a saved account, or where PayPal is off', async () => {
    const ordinary = renderWithApi(dashboard(null), () => Response.json(saved('none')));
    expect(ordinary.sent).toEqual([]);
    expect(screen.queryByRole('heading', { name: words.title })).toBeNull();
    vi.unstubAllGlobals();

    const active = renderWithApi(dashboard({ purchased: true }), () => Response.json(saved('active')));
    await waitFor(() => expect(active.sent).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: words.title })).toBeNull();
    vi.unstubAllGlobals();

    const off = renderWithApi(dashboard({ purchased: true }), () =>
      refusal(503, 'PAYPAL_UNAVAILABLE', en.savedPaypal.errors.unavailable),
    );
    await waitFor(() => expect(off.sent).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: words.title })).toBeNull();
  });
});
