import { INTERVALS_MS } from '@app/shared/constants';
import { type ResetPasswordInput, resetPasswordSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { PageMeta } from '../../../../components/ui/page-meta.tsx';
import { authClient } from '../../../../lib/auth-client.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { authErrorMessage } from './auth-errors.ts';
import { AuthSubmit, PasswordField } from './auth-fields.tsx';

/** /reset-password?token=…: the link from the reset e-mail; success goes back to /login after 3 s. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(
    params.get('error') || !token ? t('auth.reset.invalidLink') : null,
  );
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: inPageLanguage(zodResolver(resetPasswordSchema)),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true, state: { passwordUpdated: true } }),
      INTERVALS_MS.resetRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = async ({ password }: ResetPasswordInput) => {
    if (!token) return;
    setError(null);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
      if (failure) return setError(authErrorMessage(failure, t('auth.reset.errors.updateFailed')));
      setDone(true);
    } catch {
      setError(t('auth.reset.errors.updateFailed'));
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <PageMeta page="resetPassword" />
      <div className="px-4 py-10 sm:py-16">
        <section className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9">
          <h1 className="font-display text-3xl font-semibold text-night-900">{t('auth.reset.title')}</h1>
          <p className="mt-2 text-night-700">{t('auth.reset.subtitle')}</p>
          <div className="mt-7 space-y-5">
            {done ? <Alert tone="success">{t('auth.reset.success')}</Alert> : null}
            {error ? <Alert tone="error">{error}</Alert> : null}
            {!done && token ? (
              <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
                <PasswordField
                  label={t('auth.reset.newPassword')}
                  autoComplete="new-password"
                  error={errors.password?.message}
                  {...form.register('password')}
                />
                <PasswordField
                  label={t('auth.reset.confirmPassword')}
                  autoComplete="new-password"
                  error={errors.confirmPassword?.message}
                  {...form.register('confirmPassword')}
                />
                <AuthSubmit
                  pending={isSubmitting}
                  label={t('auth.reset.submit')}
                  pendingLabel={t('auth.reset.updating')}
                />
              </form>
            ) : null}
            {!token ? (
              <Link to="/login" className={`${buttonClass('outlineDark', 'md')} w-full`}>
                {t('auth.reset.requestNew')}
              </Link>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}
