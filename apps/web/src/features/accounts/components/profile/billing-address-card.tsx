import type { Customer } from '@app/shared/schemas/customer';
import { useTranslation } from 'react-i18next';
import { BillingAddressForm } from '../billing/billing-address-form.tsx';

/**
 * /profile's billing address: where the customer is taxed, as the checkout asked it (or a note that it
 * will be asked at the first purchase), changed with the checkout's own form.
 */
export function BillingAddressCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const address = customer.billingAddress;
  return (
    <section
      aria-labelledby="billing-address-title"
      className="mx-auto mt-8 max-w-xl rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9"
    >
      <h2 id="billing-address-title" className="font-display text-2xl text-night-900">
        {t('salesTax.billing.title')}
      </h2>
      <p className="mt-2 text-night-700" data-testid="billing-address-status">
        {address
          ? t('salesTax.billing.summary', {
              province: t(`provinces.${address.province}`),
              postalCode: address.postalCode,
            })
          : t('salesTax.billing.none')}
      </p>
      <div className="mt-5">
        <BillingAddressForm
          customerId={customer.id}
          address={address}
          submitLabel={t('salesTax.billing.saveProfile')}
        />
      </div>
    </section>
  );
}
