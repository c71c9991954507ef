import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/**
 * Each page is its own chunk, loaded by the router before it renders the route (react-router's `lazy`): a
 * navigation keeps the current page until the next one is ready, and the first render of a visit already
 * has its page, so it can take over the server's pre-rendered HTML without a blank frame.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: page(() => import('./routes/home.tsx'), 'HomePage') },
      {
        path: 'login',
        lazy: page(() => import('../features/accounts/components/auth/auth-page.tsx'), 'AuthPage'),
      },
      {
        path: 'register',
        lazy: page(() => import('../features/accounts/components/auth/auth-page.tsx'), 'AuthPage'),
      },
      {
        path: 'reset-password',
        lazy: page(
          () => import('../features/accounts/components/auth/reset-password-page.tsx'),
          'ResetPasswordPage',
        ),
      },
      { path: 'about', lazy: page(() => import('../features/site/pages/about-page.tsx'), 'AboutPage') },
      {
        path: 'services',
        lazy: page(() => import('../features/site/pages/services-page.tsx'), 'ServicesPage'),
      },
      { path: 'contact', lazy: page(() => import('../features/site/pages/contact-page.tsx'), 'ContactPage') },
      {
        path: 'pricing',
        lazy: page(() => import('../features/credits/components/pricing-page.tsx'), 'PricingPage'),
      },
      { path: 'terms', lazy: page(() => import('../features/site/pages/terms-page.tsx'), 'TermsPage') },
      { path: 'privacy', lazy: page(() => import('../features/site/pages/privacy-page.tsx'), 'PrivacyPage') },
      {
        path: 'testimonials',
        lazy: page(() => import('../features/site/pages/testimonials-page.tsx'), 'TestimonialsPage'),
      },
      { path: 'cookies', lazy: page(() => import('../features/site/pages/cookies-page.tsx'), 'CookiesPage') },
      { path: 'welcome', lazy: page(() => import('../features/site/pages/welcome-page.tsx'), 'WelcomePage') },
      {
        path: 'horoscope',
        lazy: page(() => import('../features/horoscope/components/horoscope-page.tsx'), 'HoroscopePage'),
      },
      {
        path: 'psychic/:slug',
        lazy: page(
          () => import('../features/advisors/components/profile/advisor-profile-page.tsx'),
          'AdvisorProfilePage',
        ),
      },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            path: 'dashboard',
            lazy: page(
              () => import('../features/accounts/components/dashboard/dashboard-page.tsx'),
              'DashboardPage',
            ),
          },
          {
            path: 'purchase',
            lazy: page(() => import('../features/payments/components/purchase-page.tsx'), 'PurchasePage'),
          },
          {
            path: 'profile',
            lazy: page(
              () => import('../features/accounts/components/profile/profile-page.tsx'),
              'ProfilePage',
            ),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx'), 'NotFoundPage') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
