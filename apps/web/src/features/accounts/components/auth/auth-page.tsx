import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../../../../components/ui/page-meta.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { PhoneSignIn } from './phone-sign-in.tsx';
import { RegisterSidePanel } from './register-side-panel.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type View = 'email' | 'forgot' | 'phone';

/** /login and /register: one screen; the route picks the mode and the switch changes the route. */
export function AuthPage() {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const mode = pathname === '/register' ? 'register' : 'login';
  const [view, setView] = useState<View>('email');

  const notice =
    params.get('verified') === '1'
      ? t('auth.signIn.verified')
      : params.get('error')
        ? t('auth.signIn.verifyLinkInvalid')
        : (state as { passwordUpdated?: boolean } | null)?.passwordUpdated
          ? t('auth.signIn.passwordUpdated')
          : null;

  const titles = {
    email: mode === 'register' ? t('auth.signIn.createAccountTitle') : t('auth.signIn.title'),
    forgot: t('auth.reset.forgotTitle'),
    phone: t('auth.phone.title'),
  } as const;
  const subtitle = mode === 'register' ? t('auth.signIn.createAccountSubtitle') : t('auth.signIn.subtitle');
  const linkClass = 'font-semibold text-night-600 hover:text-night-800 hover:underline';

  return (
    <>
      <PageMeta page={mode === 'register' ? 'register' : 'login'} />
      <div className="bg-night-sky/5 px-4 py-10 sm:px-6 sm:py-16">
        <div
          className={`mx-auto grid gap-8 ${mode === 'register' ? 'max-w-5xl lg:grid-cols-[1fr_1fr] lg:items-start' : 'max-w-md'}`}
        >
          <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9">
            <h1 className="font-display text-3xl font-semibold text-night-900">{titles[view]}</h1>
            {view === 'email' ? <p className="mt-2 text-night-700">{subtitle}</p> : null}
            <div className="mt-7">
              {view === 'forgot' ? <ForgotPasswordForm onBack={() => setView('email')} /> : null}
              {view === 'phone' ? <PhoneSignIn /> : null}
              {view === 'email' && mode === 'login' ? (
                <SignInForm onForgot={() => setView('forgot')} notice={notice} />
              ) : null}
              {view === 'email' && mode === 'register' ? <SignUpForm /> : null}
            </div>
            {view !== 'forgot' ? (
              <div className="mt-7 space-y-4 border-t border-night-100 pt-6 text-center text-sm text-night-700">
                <button
                  type="button"
                  onClick={() => setView(view === 'phone' ? 'email' : 'phone')}
                  className={`${linkClass} block w-full`}
                >
                  {view === 'phone' ? t('auth.signIn.useEmail') : t('auth.signIn.usePhone')}
                </button>
                <p>
                  {mode === 'register' ? t('auth.signIn.haveAccount') : t('auth.signIn.noAccount')}{' '}
                  <Link
                    to={mode === 'register' ? '/login' : '/register'}
                    onClick={() => setView('email')}
                    className={linkClass}
                  >
                    {mode === 'register' ? t('auth.signIn.switchToSignIn') : t('auth.signIn.switchToSignUp')}
                  </Link>
                </p>
              </div>
            ) : null}
          </section>
          {mode === 'register' ? <RegisterSidePanel /> : null}
        </div>
      </div>
    </>
  );
}
