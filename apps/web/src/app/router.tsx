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
const AboutPage = lazyPage(() => import('../features/site/pages/about-page.tsx'), 'AboutPage');
const ServicesPage = lazyPage(() => import('../features/site/pages/services-page.tsx'), 'ServicesPage');
const ContactPage = lazyPage(() => import('../features/site/pages/contact-page.tsx'), 'ContactPage');
const TestimonialsPage = lazyPage(
  () => import('../features/site/pages/testimonials-page.tsx'),
  'TestimonialsPage',
);
const TermsPage = lazyPage(() => import('../features/site/pages/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/site/pages/privacy-page.tsx'), 'PrivacyPage');
const CookiesPage = lazyPage(() => import('../features/site/pages/cookies-page.tsx'), 'CookiesPage');
const WelcomePage = lazyPage(() => import('../features/site/pages/welcome-page.tsx'), 'WelcomePage');
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
      { path: 'about', element: <AboutPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'testimonials', element: <TestimonialsPage /> },
      { path: 'cookies', element: <CookiesPage /> },
      { path: 'welcome', element: <WelcomePage /> },
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
