import type { Customer } from '@app/shared/schemas/customer';
import { useTranslation } from 'react-i18next';

type Address = Customer['billingAddress'];

/**
 * Under the order summary: where the customer is taxed ('Taxes for Ontario', with Change while the
 * checkout can show the form), or, without a province on file, that the figures are Québec's until they
 * give one. Nothing while the customer's record loads.
 */
export function TaxPlace({ address, onChange }: { address: Address | undefined; onChange?: () => void }) {
  const { t } = useTranslation();
  if (address === undefined) return null;
  if (address === null)
    return (
      <p className="rounded-xl bg-night-50 px-3 py-2 text-xs text-night-700" data-testid="tax-place">
        {t('salesTax.visitorNote')}
      </p>
    );
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-night-50 px-3 py-2 text-sm"
      data-testid="tax-place"
    >
      <p className="min-w-0 font-semibold text-night-800">
        {t('salesTax.taxedIn', { province: t(`provinces.${address.province}`) })}
      </p>
      {onChange ? (
        <button
          type="button"
          onClick={onChange}
          className="font-semibold text-night-700 underline underline-offset-2 hover:no-underline"
        >
          {t('salesTax.billing.change')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The summary's closing note: the usual one names Québec's taxes, so a customer taxed elsewhere reads
 * one that does not.
 */
export function PricesNote({ address }: { address: Address | undefined }) {
  const { t } = useTranslation();
  const elsewhere = address != null && address.province !== 'QC';
  return (
    <p className="text-xs text-night-600">
      {elsewhere ? t('salesTax.pricesNote') : t('purchase.secureNote')}
    </p>
  );
}
