import { PROVINCES, type Province } from '@app/shared/rules/sales-tax-rates';
import type { Customer } from '@app/shared/schemas/customer';
import { type BillingAddress, billingAddressSchema } from '@app/shared/schemas/sales-tax';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { describedByOf, FieldLabel, FieldNotes, FormField } from '../../../../components/ui/form-field.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { pageLocale } from '../../../../lib/formats.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { useUpdateBillingAddress } from '../../api/update-billing-address.ts';

type AddressInput = z.input<typeof billingAddressSchema>;

/** The 13 provinces and territories in the page's alphabetical order of their names. */
function useProvinceOptions(): { code: Province; name: string }[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const collator = new Intl.Collator(pageLocale());
    return PROVINCES.map((code) => ({ code, name: t(`provinces.${code}`) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [t]);
}

/**
 * The customer's province or territory and postal code: the checkout's billing step and the /profile
 * card both use this one form. The shared schema checks the postal code's shape and that its first
 * letter belongs to the province before anything is sent; the code leaves in its normal form
 * ('h2x1y4' → 'H2X 1Y4'). The server's refusal, in the page's language, shows above the buttons.
 */
export function BillingAddressForm({
  customerId,
  address,
  submitLabel,
  onSaved,
  onCancel,
  focusOnOpen = false,
}: {
  customerId: string;
  /** The address on file (prefills the form), or null before the first one. */
  address: BillingAddress | null;
  submitLabel: string;
  onSaved?: (customer: Customer) => void;
  /** When given, a Cancel button closes the form and keeps the address on file. */
  onCancel?: () => void;
  /** Moves the focus to the province when the form opens on request (a Change button). */
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation();
  const provinceId = useId();
  const provinces = useProvinceOptions();
  const save = useUpdateBillingAddress(customerId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AddressInput, unknown, BillingAddress>({
    resolver: inPageLanguage(zodResolver(billingAddressSchema)),
    defaultValues: { province: address?.province, postalCode: address?.postalCode ?? '' },
  });
  const { reset, setFocus } = form;

  // A newly saved address (its postal code in normal form) becomes what the form shows.
  useEffect(() => {
    reset({ province: address?.province, postalCode: address?.postalCode ?? '' });
  }, [address?.province, address?.postalCode, reset]);

  useEffect(() => {
    if (focusOnOpen) setFocus('province');
  }, [focusOnOpen, setFocus]);

  const submit = async (values: BillingAddress) => {
    setServerError(null);
    try {
      const customer = await save.mutateAsync(values);
      toast.success(t('salesTax.billing.saved'));
      onSaved?.(customer);
    } catch (failure) {
      setServerError(messageOf(failure, t('salesTax.errors.save')));
    }
  };

  const { errors, isSubmitting } = form.formState;
  const provinceError = errors.province?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <FieldLabel htmlFor={provinceId}>{t('salesTax.billing.province')}</FieldLabel>
          <select
            id={provinceId}
            autoComplete="address-level1"
            aria-invalid={provinceError ? true : undefined}
            aria-describedby={describedByOf(provinceId, undefined, provinceError)}
            className={`block w-full min-w-0 rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 ${
              provinceError ? 'border-red-500' : 'border-night-100'
            }`}
            {...form.register('province')}
          >
            <option value="">{t('salesTax.billing.choose')}</option>
            {provinces.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldNotes id={provinceId} hint={undefined} error={provinceError} />
        </div>
        <FormField
          className="min-w-0"
          label={t('salesTax.billing.postalCode')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          hint={t('salesTax.billing.postalHint')}
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md')}>
            {t('common.cancel')}
          </button>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={buttonClass('night', 'md', 'wrap')}>
          {isSubmitting ? t('salesTax.billing.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
