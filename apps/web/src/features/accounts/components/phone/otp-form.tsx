import { formatPhoneDisplay } from '@app/shared/rules/phone';
import { otpCodeSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { CodeField } from '../../../../components/ui/phone-fields.tsx';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';

const schema = z.object({ code: otpCodeSchema });

/** OTP step: 6 digits, with 'Change Phone Number' (back to the phone step) and 'Resend Code'. */
export function OtpForm({
  phone,
  onSubmit,
  onChangePhone,
  onResend,
  pending,
  error,
  notice,
}: {
  phone: string;
  onSubmit: (code: string) => void;
  onChangePhone: () => void;
  onResend: () => void;
  pending: boolean;
  error?: string | null | undefined;
  notice?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const form = useForm<{ code: string }>({
    resolver: inPageLanguage(zodResolver(schema)),
    defaultValues: { code: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => onSubmit(code))} className="space-y-5">
      <p className="text-sm text-night-700">{t('auth.otp.sentTo', { phone: formatPhoneDisplay(phone) })}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      <CodeField
        label={t('auth.otp.code')}
        placeholder={t('auth.otp.codePlaceholder')}
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <button type="submit" disabled={pending} className={`${buttonClass('night', 'lg')} w-full`}>
        {pending ? t('auth.otp.verifying') : t('auth.otp.verify')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={onChangePhone}
          className="font-semibold text-night-600 hover:text-night-800 hover:underline"
        >
          {t('auth.otp.changePhone')}
        </button>
        <button
          type="button"
          onClick={onResend}
          disabled={pending}
          className="font-semibold text-night-600 hover:text-night-800 hover:underline"
        >
          {t('auth.otp.resend')}
        </button>
      </div>
    </form>
  );
}
