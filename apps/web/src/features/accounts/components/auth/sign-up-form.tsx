import { defaultCustomerName } from '@app/shared/rules/customer';
import { signUpFormSchema } from '@app/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { pushDataLayer } from '../../../../lib/analytics.ts';
import { authClient } from '../../../../lib/auth-client.ts';
import { localPath } from '../../../../lib/formats.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { sendWelcomeEmail } from '../../api/send-welcome-email.ts';
import { authErrorMessage } from './auth-errors.ts';
import { AuthSubmit, EmailField, PasswordField } from './auth-fields.tsx';

type SignUpInput = z.input<typeof signUpFormSchema>;
type SignUpValues = z.output<typeof signUpFormSchema>;

/**
 * Sign-up: the server creates the login and the customer together and e-mails a confirmation link. The
 * first name is optional: without one the customer is greeted without a name until they give one.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: inPageLanguage(zodResolver(signUpFormSchema)),
    defaultValues: { firstName: '', email: '', password: '' },
  });

  const submit = async ({ email, password, firstName }: SignUpValues) => {
    setError(null);
    // better-auth's login needs a name; the customer record takes the first name, or the spec's default.
    const name = firstName ?? defaultCustomerName(email);
    try {
      const { data, error: failure } = await authClient.signUp.email({
        email,
        password,
        name,
        ...(firstName ? { firstName } : {}),
        callbackURL: localPath('/login?verified=1'),
      });
      if (failure) return setError(authErrorMessage(failure, t('auth.signUp.errors.createProfile')));
      const userId = data?.user?.id;
      if (!userId) return setError(t('auth.signUp.errors.noUserData'));
      await sendWelcomeEmail(email, name);
      pushDataLayer({ event: 'sign_up', user_id: userId, method: 'email' });
      setSentTo(email);
    } catch {
      setError(t('auth.signIn.errors.unexpected'));
    }
  };

  if (sentTo) {
    return (
      <div className="space-y-3 text-center" role="status">
        <h2 className="font-display text-2xl font-semibold text-night-900">
          {t('auth.signUp.checkInboxTitle')}
        </h2>
        <p className="text-night-700">{t('auth.signUp.checkInbox', { email: sentTo })}</p>
      </div>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormField
        label={t('profile.firstName')}
        autoComplete="given-name"
        hint={t('profile.firstNameHint')}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={t('auth.signIn.password')}
        autoComplete="new-password"
        hint={t('auth.signUp.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <AuthSubmit
        tone="gold"
        pending={isSubmitting}
        label={t('auth.signIn.createAccount')}
        pendingLabel={t('auth.signIn.creatingAccount')}
      />
    </form>
  );
}
