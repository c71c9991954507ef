import { phonePinBodySchema } from '@app/shared/schemas/phone-pin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePhonePin, useRemovePhonePin, useSetPhonePin } from '../../api/phone-pin.ts';

/**
 * /profile's phone PIN: the number of the account and this PIN, typed on the keypad, reach the
 * account from any phone. Set, changed or removed here; never shown back.
 */
export function PhonePinCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const status = usePhonePin(customerId);
  const save = useSetPhonePin(customerId);
  const remove = useRemovePhonePin(customerId);
  const form = useForm<{ pin: string }>({
    resolver: inPageLanguage(zodResolver(phonePinBodySchema)),
    defaultValues: { pin: '' },
  });

  const submit = async ({ pin }: { pin: string }) => {
    try {
      await save.mutateAsync(pin);
      form.reset({ pin: '' });
      toast.success(t('phonePin.saved'));
    } catch (failure) {
      toast.error(messageOf(failure, t('profile.errors.update')));
    }
  };
  const removePin = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('phonePin.removed'));
    } catch (failure) {
      toast.error(messageOf(failure, t('profile.errors.update')));
    }
  };

  const isSet = status.data?.set ?? false;
  return (
    <section
      aria-labelledby="phone-pin-title"
      className="mx-auto mt-8 max-w-xl rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9"
    >
      <h2 id="phone-pin-title" className="font-display text-2xl text-night-900">
        {t('phonePin.title')}
      </h2>
      <p className="mt-2 text-night-700">{t('phonePin.text')}</p>
      <p className="mt-3 text-sm font-semibold text-night-800" data-testid="phone-pin-status">
        {status.data ? t(isSet ? 'phonePin.isSet' : 'phonePin.notSet') : t('common.loading')}
      </p>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-5 space-y-5">
        <FormField
          label={t('phonePin.label')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          error={form.formState.errors.pin?.message}
          {...form.register('pin')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {isSet ? (
            <button
              type="button"
              onClick={() => void removePin()}
              disabled={remove.isPending}
              className={buttonClass('outlineDark', 'md')}
            >
              {t('phonePin.remove')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('night', 'md')}>
            {t('phonePin.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
