import { en } from '@app/shared/messages/en';
import type { Customer } from '@app/shared/schemas/customer';
import type { Quote } from '@app/shared/schemas/sales-tax';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { customerRecord, TEST_CUSTOMER_ID } from '../../../test/customer-record.ts';
import { resetAfterEach } from '../../../test/page-language.ts';
import { refusal, renderWithApi, type SentRequest } from '../../../test/render-with-api.tsx';
import { PurchasePage } from './purchase-page.tsx';

vi.mock('../../../lib/use-auth.tsx', () => ({
  useAuth: () => ({ user: { id: TEST_CUSTOMER_ID }, role: 'customer', loading: false }),
}));

const words = en.salesTax;

const BUNDLE_20 = {
  id: 'bundle-20',
  name: 'Standard Package',
  nameFr: 'Forfait Standard',
  minutes: 20,
  priceCents: 5000,
  taxCents: 749,
  giftMinutes: 5,
  cashbackPercent: 1,
  features: [],
  featuresFr: [],
};

const quoteFor = (province: 'QC' | 'ON'): Quote =>
  province === 'ON'
    ? {
        bundle: 'bundle-20',
        priceCents: 5000,
        discountCents: 0,
        taxes: [{ name: 'HST', rate: 0.13, amountCents: 650 }],
        totalCents: 5650,
        province,
      }
    : {
        bundle: 'bundle-20',
        priceCents: 5000,
        discountCents: 0,
        taxes: [
          { name: 'GST', rate: 0.05, amountCents: 250 },
          { name: 'QST', rate: 0.09975, amountCents: 499 },
        ],
        totalCents: 5749,
        province,
      };

/** A small server: the customer's record (the PUT changes it) and a quote in the province on file. */
function server(start: Customer) {
  let customer = start;
  return (request: SentRequest) => {
    if (request.url === '/api/payments/config')
      return Response.json({ currency: 'CAD', interac: true, paypal: { mode: 'emulator' } });
    if (request.url === '/api/bundles') return Response.json({ bundles: [BUNDLE_20] });
    if (request.url === `/api/customers/${TEST_CUSTOMER_ID}/billing-address`) {
      customer = { ...customer, billingAddress: request.body as Customer['billingAddress'] };
      return Response.json({ customer });
    }
    if (request.url.startsWith(`/api/customers/${TEST_CUSTOMER_ID}`)) return Response.json({ customer });
    if (request.url === '/api/payments/quote')
      return Response.json(quoteFor(customer.billingAddress?.province === 'ON' ? 'ON' : 'QC'));
    return new Response('', { status: 404 });
  };
}

resetAfterEach();

const renderPurchase = (customer: Customer) =>
  renderWithApi(
    <MemoryRouter initialEntries={['/purchase?bundle=bundle-20']}>
      <PurchasePage />
    </MemoryRouter>,
    server(customer),
  );

describe('the purchase page’s sales tax', () => {
  it('asks a customer without a province for their billing address before the payment buttons, once', async () => {
    const { user, sent } = renderPurchase(customerRecord());
    // Before: Québec's taxes, with the note saying why.
    expect((await screen.findByTestId('order-total')).textContent).toBe('CA$57.49');
    expect(screen.getByTestId('tax-place').textContent).toBe(words.visitorNote);

    await user.click(screen.getByRole('button', { name: en.purchase.continue }));
    expect(screen.getByRole('heading', { name: words.billing.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.purchase.paypalSandbox })).toBeNull();
    expect(screen.queryByRole('button', { name: en.purchase.payWithInterac })).toBeNull();

    await user.selectOptions(screen.getByLabelText(words.billing.province), en.provinces.ON);
    await user.type(screen.getByLabelText(words.billing.postalCode), 'k1a0b1');
    await user.click(screen.getByRole('button', { name: words.billing.save }));

    // After: the payment buttons, Ontario's quote, and where the tax comes from with a way to change it.
    const pay = await screen.findByRole('button', { name: en.purchase.paypalSandbox });
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('CA$56.50'));
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('HST (13%)')).toBeTruthy();
    const place = screen.getByTestId('tax-place');
    expect(within(place).getByText('Taxes for Ontario')).toBeTruthy();
    expect(screen.getByText(words.pricesNote)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      {
        url: `/api/customers/${TEST_CUSTOMER_ID}/billing-address`,
        method: 'PUT',
        body: { province: 'ON', postalCode: 'K1A 0B1' },
      },
    ]);

    // Change reopens the form, prefilled; Cancel keeps the address on file.
    await user.click(within(place).getByRole('button', { name: words.billing.change }));
    expect((screen.getByLabelText(words.billing.province) as HTMLSelectElement).value).toBe('ON');
    expect(screen.queryByRole('button', { name: en.purchase.paypalSandbox })).toBeNull();
    await user.click(screen.getByRole('button', { name: en.common.cancel }));
    expect(await screen.findByRole('button', { name: en.purchase.paypalSandbox })).toBeTruthy();
  });

  it('remembers the province of a customer who gave one: straight to the payment buttons', async () => {
    const { user, sent } = renderPurchase(
      customerRecord({ billingAddress: { province: 'ON', postalCode: 'K1A 0B1' } }),
    );
    expect((await screen.findByTestId('order-total')).textContent).toBe('CA$56.50');
    // The quote waited for the record: it was asked once, in Ontario.
    expect(sent.filter((request) => request.url === '/api/payments/quote')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: en.purchase.continue }));
    expect(screen.queryByRole('heading', { name: words.billing.title })).toBeNull();
    expect(await screen.findByRole('button', { name: en.purchase.paypalSandbox })).toBeTruthy();
    expect(within(screen.getByTestId('tax-place')).getByText('Taxes for Ontario')).toBeTruthy();
  });

  it('shows a spending limit’s refusal of the order in the server’s words', async () => {
    const message =
      'This purchase would go over your daily limit of CA$50.00 (CA$20.00 already spent today). It resets on Thursday, November 26, 2026.';
    const api = server(customerRecord({ billingAddress: { province: 'ON', postalCode: 'K1A 0B1' } }));
    const { user } = renderWithApi(
      <MemoryRouter initialEntries={['/purchase?bundle=bundle-20']}>
        <PurchasePage />
      </MemoryRouter>,
      (request) =>
        request.url === '/.netlify/functions/create-paypal-order' ||
        request.url === '/.netlify/functions/create-interac-order'
          ? refusal(409, 'SPENDING_LIMIT', message)
          : api(request),
    );
    await screen.findByTestId('order-total');
    await user.click(screen.getByRole('button', { name: en.purchase.continue }));
    const pay = await screen.findByRole('button', { name: en.purchase.paypalSandbox });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    await user.click(screen.getByRole('button', { name: en.purchase.payWithInterac }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
