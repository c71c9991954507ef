import { type Credentials, credentialsSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { authClient } from '../../../../lib/auth-client.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { sessionOf } from '../../../../lib/use-auth.tsx';
import { checkCustomerAfterSignIn } from './after-sign-in.ts';
import { afterSignInPath } from './after-sign-in-path.ts';
import { authErrorMessage } from './auth-errors.ts';
import { AuthSubmit, AuthSwitch, EmailField, PasswordField } from './auth-fields.tsx';

export function SignInForm({ onForgot, notice }: { onForgot: () => void; notice?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Credentials>({
    resolver: inPageLanguage(zodResolver(credentialsSchema)),
    defaultValues: { email: '', password: '' },
  });

  const submit = async (values: Credentials) => {
    setError(null);
    try {
      const { data, error: failure } = await authClient.signIn.email(values);
      if (failure) return setError(authErrorMessage(failure, t('auth.signIn.errors.unavailable')));
      const userId = data?.user?.id;
      if (!userId) return setError(t('auth.signIn.errors.noUserData'));
      const role = (data.user as { role?: string | null }).role ?? 'customer';
      // Only a customer has a customer record; an advisor's or a staff login goes to its own side.
      if (role === 'customer') {
        const refused = await checkCustomerAfterSignIn(queryClient, userId);
        if (refused) return setError(refused);
      }
      await sessionOf(userId);
      navigate(afterSignInPath(location.state, role), { replace: true });
    } catch {
      setError(t('auth.signIn.errors.unexpected'));
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div>
        <PasswordField
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          placeholder={t('auth.signIn.passwordPlaceholder')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <AuthSwitch label={t('auth.signIn.forgotPassword')} onClick={onForgot} place="mt-2" />
      </div>
      <AuthSubmit
        pending={isSubmitting}
        label={t('auth.signIn.submit')}
        pendingLabel={t('auth.signIn.submitting')}
      />
    </form>
  );
}
