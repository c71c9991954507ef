import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerRecord, TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../../test/page-language.ts';
import { renderWithApi } from '../../../../test/render-with-api.tsx';
import { customerQueryKey, customerQueryOptions } from '../../api/get-customer.ts';
import { BillingAddressCard } from './billing-address-card.tsx';

const words = en.salesTax.billing;

resetAfterEach();

describe('the billing address card of /profile', () => {
  it('says the address will be asked at the first purchase while there is none', () => {
    renderWithApi(<BillingAddressCard customer={customerRecord()} />, () => Response.json({}));
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByTestId('billing-address-status').textContent).toBe(words.none);
    expect((screen.getByLabelText(words.province) as HTMLSelectElement).value).toBe('');
  });

  it('shows the address on file, prefilled, and saves a change into the customer’s record', async () => {
    const saved = customerRecord({ billingAddress: { province: 'BC', postalCode: 'V6B 1A1' } });
    const fetch = vi.fn(async () => Response.json({ customer: saved }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = customerRecord({ billingAddress: { province: 'ON', postalCode: 'K1A 0B1' } });
    client.setQueryData(customerQueryKey(TEST_CUSTOMER_ID), before);
    // As on /profile: the card shows the record of the customer's query, which the save replaces.
    function Card() {
      const { data } = useQuery({ ...customerQueryOptions(TEST_CUSTOMER_ID), enabled: false });
      return data ? <BillingAddressCard customer={data} /> : null;
    }
    render(
      <QueryClientProvider client={client}>
        <Card />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByTestId('billing-address-status').textContent).toBe('Ontario, K1A 0B1');
    expect((screen.getByLabelText(words.province) as HTMLSelectElement).value).toBe('ON');
    expect((screen.getByLabelText(words.postalCode) as HTMLInputElement).value).toBe('K1A 0B1');

    await user.selectOptions(screen.getByLabelText(words.province), en.provinces.BC);
    const postal = screen.getByLabelText(words.postalCode);
    await user.clear(postal);
    await user.type(postal, 'v6b1a1');
    await user.click(screen.getByRole('button', { name: words.saveProfile }));
    await waitFor(() => expect(client.getQueryData(customerQueryKey(TEST_CUSTOMER_ID))).toEqual(saved));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/customers/${TEST_CUSTOMER_ID}/billing-address`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ province: 'BC', postalCode: 'V6B 1A1' });
  });

  it('reads in French on a French page', async () => {
    await onAFrenchAccountPage();
    renderWithApi(
      <BillingAddressCard
        customer={customerRecord({ billingAddress: { province: 'QC', postalCode: 'H2X 1Y4' } })}
      />,
      () => Response.json({}),
    );
    expect(screen.getByRole('heading', { name: fr.salesTax.billing.title })).toBeTruthy();
    expect(screen.getByTestId('billing-address-status').textContent).toBe('Québec, H2X 1Y4');
    expect(screen.getByRole('button', { name: fr.salesTax.billing.saveProfile })).toBeTruthy();
  });
});
