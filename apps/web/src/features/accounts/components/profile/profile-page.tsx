import { CALL_RECEIPT_CHANNELS } from '@app/shared/rules/call-receipts';
import { shownCustomerName } from '@app/shared/rules/customer';
import { profileFormSchema } from '@app/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { PageHero } from '../../../../components/ui/page-hero.tsx';
import { PageMeta } from '../../../../components/ui/page-meta.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCustomer } from '../../api/get-customer.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { BillingAddressCard } from './billing-address-card.tsx';
import { PauseCard } from './pause-card.tsx';
import { PhonePinCard } from './phone-pin-card.tsx';
import { SavedPaypalCard } from './saved-paypal-card.tsx';
import { SpendingLimitsCard } from './spending-limits-card.tsx';

/**
 * How the receipt after each call is sent: e-mail, text message (only with a verified number;
 * the server checks too) or none.
 */
function CallReceiptsChoice({
  register,
  hasPhone,
}: {
  register: UseFormRegisterReturn<'callReceipts'>;
  hasPhone: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className="rounded-xl bg-night-50 p-4" aria-describedby={hintId}>
      <legend className="float-left w-full font-semibold text-night-900">{t('profile.callReceipts')}</legend>
      <p id={hintId} className="clear-both text-sm text-night-600">
        {hasPhone ? t('profile.callReceiptsHint') : t('profile.errors.callReceiptsNoPhone')}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {CALL_RECEIPT_CHANNELS.map((channel) => {
          const disabled = channel === 'sms' && !hasPhone;
          return (
            <label
              key={channel}
              className={`flex min-h-11 items-center gap-2.5 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-night-100 has-checked:ring-2 has-checked:ring-night-600 ${
                disabled ? 'cursor-not-allowed text-night-400' : 'cursor-pointer text-night-900'
              }`}
            >
              <input
                type="radio"
                value={channel}
                disabled={disabled}
                className="size-4 accent-night-600"
                {...register}
              />
              {t(`profile.callReceiptOptions.${channel}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type ProfileInput = z.input<typeof profileFormSchema>;
type ProfileValues = z.output<typeof profileFormSchema>;

/**
 * /profile: first name, birth date, e-mail notifications; the e-mail is shown but cannot be changed here.
 * The first name is optional: the field is empty while the customer has given none (the sign-up default
 * is never shown), and emptying it takes the name away. Offers and news by e-mail need the customer's
 * express consent (Canada's anti-spam law): the box is ticked only if they ticked it.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { customer, isError } = useCustomer();
  const update = useUpdateProfile(customer?.id ?? '');
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: inPageLanguage(zodResolver(profileFormSchema)),
    defaultValues: { name: '', birthDate: '', emailnotifications: false, callReceipts: 'email' },
  });
  const { reset } = form;

  useEffect(() => {
    if (customer)
      reset({
        name: shownCustomerName(customer.name, customer.email) ?? '',
        birthDate: customer.birthDate ?? '',
        emailnotifications: customer.emailnotifications,
        callReceipts: customer.callReceipts,
      });
  }, [customer, reset]);

  const submit = async (values: ProfileValues) => {
    try {
      await update.mutateAsync({
        // Only a name the customer changed is sent: one saved before today's rules stays as it is.
        ...(form.formState.dirtyFields.name ? { name: values.name ?? null } : {}),
        birthDate: values.birthDate || null,
        emailnotifications: values.emailnotifications,
        callReceipts: values.callReceipts,
      });
      toast.success(t('profile.saved'));
    } catch (failure) {
      toast.error(messageOf(failure, t('profile.errors.update')));
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <PageMeta page="profile" />
      <PageHero title={t('profile.title')}>
        <p className="mt-3 text-white/75">{t('profile.subtitle')}</p>
      </PageHero>
      <div className="px-4 py-10 sm:py-14">
        <section className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9">
          {isError ? <Alert tone="error">{t('profile.errors.fetch')}</Alert> : null}
          {!customer && !isError ? <Spinner label={t('common.loading')} /> : null}
          {customer ? (
            <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-6">
              <FormField
                label={t('profile.firstName')}
                autoComplete="given-name"
                hint={t('profile.firstNameHint')}
                error={errors.name?.message}
                {...form.register('name')}
              />
              <FormField
                label={t('profile.email')}
                value={customer.email}
                readOnly
                disabled
                hint={t('profile.emailReadOnly')}
              />
              <FormField
                label={t('profile.birthDate')}
                type="date"
                autoComplete="bday"
                error={errors.birthDate?.message}
                {...form.register('birthDate')}
              />
              <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-night-50 p-4">
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-night-600"
                  {...form.register('emailnotifications')}
                />
                <span>
                  <span className="block font-semibold text-night-900">
                    {t('profile.emailNotifications')}
                  </span>
                  <span className="block text-sm text-night-600">{t('profile.emailNotificationsHint')}</span>
                </span>
              </label>
              <CallReceiptsChoice
                register={form.register('callReceipts')}
                hasPhone={customer.phoneNumbers.length > 0}
              />
              {/* Two lines when both labels do not fit the card side by side (French, at 1440 px). */}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
                <Link to="/dashboard" className={buttonClass('outlineDark', 'md')}>
                  {t('profile.backToDashboard')}
                </Link>
                <button
                  type="submit"
                  disabled={isSubmitting}
                  className={`${buttonClass('night', 'md')} sm:ml-auto`}
                >
                  {isSubmitting ? t('profile.saving') : t('profile.save')}
                </button>
              </div>
            </form>
          ) : null}
        </section>
        {customer ? <BillingAddressCard customer={customer} /> : null}
        {customer ? <PhonePinCard customerId={customer.id} /> : null}
        {customer ? <SavedPaypalCard customerId={customer.id} /> : null}
        {customer ? <SpendingLimitsCard customerId={customer.id} /> : null}
        {customer ? <PauseCard customerId={customer.id} /> : null}
      </div>
    </>
  );
}
