import type { Customer } from '@app/shared/schemas/customer';
import { useTranslation } from 'react-i18next';
import { BillingAddressForm } from '../../accounts/index.ts';

/**
 * The checkout's billing step, before the payment buttons: asked once, at the first checkout (sales
 * tax depends on the province), and again only when the customer chooses Change.
 */
export function BillingStep({
  customer,
  onDone,
}: {
  customer: Customer;
  /** Saved, or (when an address was on file) cancelled. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const changing = customer.billingAddress !== null;
  return (
    <section
      aria-labelledby="billing-step-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100"
    >
      <h2 id="billing-step-title" className="font-display text-2xl font-semibold text-night-900">
        {t('salesTax.billing.title')}
      </h2>
      <p className="mt-2 text-sm text-night-700">{t('salesTax.billing.intro')}</p>
      <div className="mt-5">
        <BillingAddressForm
          customerId={customer.id}
          address={customer.billingAddress}
          submitLabel={t('salesTax.billing.save')}
          onSaved={onDone}
          {...(changing ? { onCancel: onDone } : {})}
          focusOnOpen={changing}
        />
      </div>
    </section>
  );
}
