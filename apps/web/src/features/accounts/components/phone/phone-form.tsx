import { type PhoneForm as PhoneFormValues, phoneFormSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { PhoneField } from '../../../../components/ui/phone-fields.tsx';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';

/** Phone step (SPEC 4 phone verification): digits only, at least 10, the spec's messages. */
export function PhoneForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  defaultPhone = '',
}: {
  onSubmit: (phone: string) => void;
  pending: boolean;
  error?: string | null | undefined;
  submitLabel: string;
  defaultPhone?: string;
}) {
  const { t } = useTranslation();
  const form = useForm<PhoneFormValues>({
    resolver: inPageLanguage(zodResolver(phoneFormSchema)),
    defaultValues: { phone: defaultPhone },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ phone }) => onSubmit(phone))} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PhoneField
        label={t('auth.phone.label')}
        placeholder={t('auth.phone.placeholder')}
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <button type="submit" disabled={pending} className={`${buttonClass('night', 'lg')} w-full`}>
        {pending ? t('auth.phone.sendingCode') : submitLabel}
      </button>
    </form>
  );
}
