import { emailSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert.tsx';
import { authClient } from '../../../../lib/auth-client.ts';
import { localPath } from '../../../../lib/formats.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { AuthSubmit, AuthSwitch, EmailField } from './auth-fields.tsx';

const schema = z.object({ email: emailSchema });

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const form = useForm<{ email: string }>({
    resolver: inPageLanguage(zodResolver(schema)),
    defaultValues: { email: '' },
  });

  const submit = async ({ email }: { email: string }) => {
    setState('idle');
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: localPath('/reset-password'),
      });
      setState(error ? 'failed' : 'sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <p className="text-sm text-night-700">{t('auth.reset.forgotText')}</p>
      {state === 'sent' ? <Alert tone="success">{t('auth.reset.linkSent')}</Alert> : null}
      {state === 'failed' ? <Alert tone="error">{t('auth.reset.errors.sendFailed')}</Alert> : null}
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <AuthSubmit
        pending={form.formState.isSubmitting}
        label={t('auth.reset.sendLink')}
        pendingLabel={t('auth.reset.sending')}
      />
      <AuthSwitch label={t('auth.reset.backToSignIn')} onClick={onBack} place="w-full" />
    </form>
  );
}
