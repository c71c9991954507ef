import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** Each page is its own chunk; RootLayout's Suspense shows a spinner while one loads. */
function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyPage(() => import('./routes/home.tsx'), 'HomePage');
const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'), 'NotFoundPage');
const PendingPage = lazyPage(() => import('./routes/pending-page.tsx'), 'PendingPage');
const AuthPage = lazyPage(() => import('../features/accounts/components/auth/auth-page.tsx'), 'AuthPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/accounts/components/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const DashboardPage = lazyPage(
  () => import('../features/accounts/components/dashboard/dashboard-page.tsx'),
  'DashboardPage',
);
const ProfilePage = lazyPage(
  () => import('../features/accounts/components/profile/profile-page.tsx'),
  'ProfilePage',
);
const PricingPage = lazyPage(() => import('../features/credits/components/pricing-page.tsx'), 'PricingPage');
const PurchasePage = lazyPage(
  () => import('../features/payments/components/purchase-page.tsx'),
  'PurchasePage',
);
const HoroscopePage = lazyPage(
  () => import('../features/horoscope/components/horoscope-page.tsx'),
  'HoroscopePage',
);
const AdvisorProfilePage = lazyPage(
  () => import('../features/advisors/components/profile/advisor-profile-page.tsx'),
  'AdvisorProfilePage',
);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <AuthPage /> },
      { path: 'register', element: <AuthPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'about', element: <PendingPage page="about" /> },
      { path: 'services', element: <PendingPage page="services" /> },
      { path: 'contact', element: <PendingPage page="contact" /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'terms', element: <PendingPage page="terms" /> },
      { path: 'privacy', element: <PendingPage page="privacy" /> },
      { path: 'testimonials', element: <PendingPage page="testimonials" /> },
      { path: 'cookies', element: <PendingPage page="cookies" /> },
      { path: 'welcome', element: <PendingPage page="welcome" /> },
      { path: 'horoscope', element: <HoroscopePage /> },
      { path: 'psychic/:slug', element: <AdvisorProfilePage /> },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'purchase', element: <PurchasePage /> },
          { path: 'profile', element: <ProfilePage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
