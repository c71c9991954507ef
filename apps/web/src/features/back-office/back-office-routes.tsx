import { useRoutes } from 'react-router';
import { NotFoundPage } from '../../app/routes/not-found.tsx';
import { ApplicationPage } from './applications/components/application-page.tsx';
import { ApplicationsPage } from './applications/components/applications-page.tsx';
import { AdvisorPage, NewAdvisorPage } from './components/advisor-page.tsx';
import { AdvisorsPage } from './components/advisors-page.tsx';
import { AuditPage } from './components/audit-page.tsx';
import { BundlesPage } from './components/bundles-page.tsx';
import { CouponPage } from './components/coupon-page.tsx';
import { CouponsPage } from './components/coupons-page.tsx';
import { CustomerPage } from './components/customer-page.tsx';
import { CustomersPage } from './components/customers-page.tsx';
import { BackOfficeOverviewPage } from './components/overview-page.tsx';
import { PayoutsPage } from './components/payouts-page.tsx';
import { PromotionsPage } from './components/promotions-page.tsx';
import { ReviewsPage } from './components/reviews-page.tsx';
import { SatisfactionPage } from './components/satisfaction-page.tsx';
import { SeasonTarotPage } from './components/tarot-page.tsx';
import { TarotWeekPage } from './components/tarot-week-page.tsx';

/**
 * The back office's pages, under /admin/*. The app's route table (app/router.tsx) holds one lazy entry
 * for all of them, so a visitor's boot chunk carries one path and one chunk name instead of a dozen;
 * staff load the pages together on their first back-office page (the overview's chart stays a chunk of
 * its own). An unknown /admin path is the site's 404 screen, as any unknown path.
 */
export function BackOfficeRoutes() {
  // useRoutes, which the app's own table already uses, rather than <Routes>/<Route>: those would add
  // their code to the libraries chunk that every visitor loads.
  return useRoutes([
    { index: true, element: <BackOfficeOverviewPage /> },
    { path: 'customers', element: <CustomersPage /> },
    { path: 'customers/:customerId', element: <CustomerPage /> },
    { path: 'advisors', element: <AdvisorsPage /> },
    { path: 'advisors/new', element: <NewAdvisorPage /> },
    { path: 'advisors/:agentId', element: <AdvisorPage /> },
    { path: 'bundles', element: <BundlesPage /> },
    { path: 'coupons', element: <CouponsPage /> },
    { path: 'coupons/:couponId', element: <CouponPage /> },
    { path: 'promotions', element: <PromotionsPage /> },
    { path: 'season', element: <SeasonTarotPage /> },
    { path: 'season/tarot/:gameId', element: <TarotWeekPage /> },
    { path: 'applications', element: <ApplicationsPage /> },
    { path: 'applications/:applicationId', element: <ApplicationPage /> },
    { path: 'reviews', element: <ReviewsPage /> },
    { path: 'satisfaction', element: <SatisfactionPage /> },
    { path: 'payouts', element: <PayoutsPage /> },
    { path: 'audit', element: <AuditPage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
