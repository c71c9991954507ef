import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AnnouncementModal } from '../../features/announcements/components/announcement-modal.tsx';
import { PromotionBanner } from '../../features/promotions/components/promotion-banner.tsx';
import { TarotLauncher } from '../../features/tarot/components/tarot-launcher.tsx';
import { CallBar } from './call-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** The advisor console and the back office: work pages, without the customer's offers and call bar. */
export function isWorkPage(pathname: string): boolean {
  return /^\/(advisor|admin)(\/|$)/.test(pathname);
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const work = isWorkPage(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only rounded-full bg-gold-300 px-5 py-3 font-semibold text-night-950 shadow-glow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('site.skipToContent')}
      </a>
      {work ? null : <PromotionBanner />}
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so pages filling in never push it (no layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        {/*
          No Suspense boundary here: a page's chunk is loaded before its first render and a navigation waits
          in a transition (app/router.tsx). A boundary would also split hydration in two: the shell would
          commit and subscribe to the session first, and a session answer arriving meanwhile would force the
          page inside it to be attached synchronously, in one long task. An error boundary splits nothing.
        */}
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer work={work} />
      {work ? null : <CallBar />}
      <TarotLauncher />
      {work ? null : <AnnouncementModal />}
    </div>
  );
}
