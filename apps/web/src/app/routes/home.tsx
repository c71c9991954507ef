import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { AdvisorGrid } from '../../features/advisors/components/advisor-grid.tsx';
import { HomeHero } from '../../features/site/components/home-hero.tsx';
import { ImportantNotice } from '../../features/site/components/important-notice.tsx';
import { useAuth } from '../../lib/use-auth.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  return (
    <>
      <PageMeta page="home" />
      <HomeHero visitor={loading ? 'loading' : user ? 'customer' : 'visitor'} />
      <ImportantNotice />
      {/* Below the fold on a phone: laid out and painted when it nears the screen, not with the first paint. */}
      <section
        id="psychics"
        aria-labelledby="psychics-title"
        className="scroll-mt-24 py-16 [contain-intrinsic-size:auto_2400px] [content-visibility:auto] sm:py-24"
      >
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <div className="mb-12 text-center">
            <span
              aria-hidden="true"
              className="mx-auto mb-5 block h-px w-16 bg-gradient-to-r from-transparent via-gold-500 to-transparent"
            />
            <h2
              id="psychics-title"
              className="font-display text-3xl font-semibold text-night-900 sm:text-4xl"
            >
              {t('advisors.title')}
            </h2>
          </div>
          <AdvisorGrid canCall={user !== null} />
        </div>
      </section>
    </>
  );
}
