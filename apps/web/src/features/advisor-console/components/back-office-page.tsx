import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { useAuth } from '../../accounts/hooks/use-auth.tsx';

/** Where staff land after signing in; the back office's tools come with the back-office work. */
export function BackOfficePage() {
  const { t } = useTranslation();
  const { user, role } = useAuth();
  const roleLabel = role === 'admin' || role === 'support' ? t(`backOffice.roles.${role}`) : '';
  return (
    <>
      <PageMeta title={t('backOffice.title')} />
      <section className="on-dark bg-night-sky text-white">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('backOffice.title')}</h1>
          <p className="mt-1 text-sm text-white/70">
            {t('backOffice.greeting', { email: user?.email ?? '', role: roleLabel })}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <p className="rounded-3xl bg-white p-6 text-night-700 shadow-card ring-1 ring-night-100">
          {t('backOffice.intro')}
        </p>
      </div>
    </>
  );
}
