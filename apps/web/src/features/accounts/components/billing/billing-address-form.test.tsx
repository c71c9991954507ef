import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { Customer } from '@app/shared/schemas/customer';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerRecord, TEST_CUSTOMER_ID } from '../../../../test/customer-record.ts';
import { onAFrenchAccountPage, resetAfterEach } from '../../../../test/page-language.ts';
import { refusal, renderWithApi } from '../../../../test/render-with-api.tsx';
import { BillingAddressForm } from './billing-address-form.tsx';

const words = en.salesTax;
const CUSTOMER_ID = TEST_CUSTOMER_ID;
const customerWith = (billingAddress: Customer['billingAddress']) => customerRecord({ billingAddress });

resetAfterEach();

const province = () => screen.getByLabelText(words.billing.province) as HTMLSelectElement;
const postalCode = () => screen.getByLabelText(words.billing.postalCode) as HTMLInputElement;

describe('the billing address form', () => {
  it('refuses a postal code of the wrong shape, in the shared rule’s words, and sends nothing', async () => {
    const { user, sent } = renderWithApi(
      <BillingAddressForm customerId={CUSTOMER_ID} address={null} submitLabel={words.billing.save} />,
      () => Response.json({ customer: customerWith(null) }),
    );
    await user.selectOptions(province(), en.provinces.ON);
    await user.type(postalCode(), 'K1A 0B');
    await user.click(screen.getByRole('button', { name: words.billing.save }));
    expect(await screen.findByText(words.errors.postalCode)).toBeTruthy();
    expect(postalCode().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('asks for the province, and refuses a postal code of another province', async () => {
    const { user, sent } = renderWithApi(
      <BillingAddressForm customerId={CUSTOMER_ID} address={null} submitLabel={words.billing.save} />,
      () => Response.json({ customer: customerWith(null) }),
    );
    await user.type(postalCode(), 'H2X 1Y4');
    await user.click(screen.getByRole('button', { name: words.billing.save }));
    expect(await screen.findByText(words.errors.province)).toBeTruthy();

    // A Montréal postal code (H) with Ontario chosen (K, L, M, N, P).
    await user.selectOptions(province(), en.provinces.ON);
    await user.click(screen.getByRole('button', { name: words.billing.save }));
    expect(await screen.findByText(words.errors.postalCodeProvince)).toBeTruthy();
    expect(screen.queryByText(words.errors.province)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the province and the postal code in its normal form, then hands back the saved customer', async () => {
    const saved = customerWith({ province: 'ON', postalCode: 'K1A 0B1' });
    const onSaved = vi.fn();
    const { user, sent } = renderWithApi(
      <BillingAddressForm
        customerId={CUSTOMER_ID}
        address={null}
        submitLabel={words.billing.save}
        onSaved={onSaved}
      />,
      () => Response.json({ customer: saved }),
    );
    await user.selectOptions(province(), en.provinces.ON);
    await user.type(postalCode(), ' k1a-0b1 ');
    await user.click(screen.getByRole('button', { name: words.billing.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sent).toEqual([
      {
        url: `/api/customers/${CUSTOMER_ID}/billing-address`,
        method: 'PUT',
        body: { province: 'ON', postalCode: 'K1A 0B1' },
      },
    ]);
  });

  it('shows the server’s refusal, and a prefilled address can be left as it was', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithApi(
      <BillingAddressForm
        customerId={CUSTOMER_ID}
        address={{ province: 'QC', postalCode: 'H2X 1Y4' }}
        submitLabel={words.billing.save}
        onCancel={onCancel}
      />,
      () => refusal(400, 'VALIDATION_ERROR', 'This postal code is not in service.'),
    );
    expect(province().value).toBe('QC');
    expect(postalCode().value).toBe('H2X 1Y4');
    await user.click(screen.getByRole('button', { name: words.billing.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('This postal code is not in service.');
    await user.click(screen.getByRole('button', { name: en.common.cancel }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('speaks French on a French page: the 13 names in French order, the errors in French', async () => {
    await onAFrenchAccountPage();
    const { user, sent } = renderWithApi(
      <BillingAddressForm customerId={CUSTOMER_ID} address={null} submitLabel={fr.salesTax.billing.save} />,
      () => Response.json({ customer: customerWith(null) }),
    );
    const select = screen.getByLabelText(fr.salesTax.billing.province) as HTMLSelectElement;
    const names = [...select.options].slice(1).map((option) => option.textContent);
    expect(names).toHaveLength(13);
    expect(names).toContain('Île-du-Prince-Édouard');
    expect(names.indexOf('Québec')).toBeLessThan(names.indexOf('Saskatchewan'));
    await user.selectOptions(select, fr.provinces.QC);
    await user.type(screen.getByLabelText(fr.salesTax.billing.postalCode), 'K1A 0B1');
    await user.click(screen.getByRole('button', { name: fr.salesTax.billing.save }));
    expect(await screen.findByText(fr.salesTax.errors.postalCodeProvince)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
