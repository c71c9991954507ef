import { languageOfPath, pathWithoutLanguage, slugInLanguage } from '@app/shared/rules/language';
import { type ComponentType, use } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { RequireAuth, RequireRole } from '../features/accounts/components/require-auth.tsx';
import { loadSiteContent, type SitePage } from '../features/site/pages/content/load.ts';
import { loadMessages, type MessagePart } from '../lib/messages/load.ts';
import { RootLayout } from './layout/root-layout.tsx';

const RELOAD_KEY = 'page-chunk-reload';

function forgetReload(): void {
  try {
    if (typeof window !== 'undefined') sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    // Storage unavailable: nothing was recorded.
  }
}

/**
 * True (and the page reloading) unless this path was already reloaded for the same reason; the mark stays
 * until a page chunk loads, so a chunk that keeps failing ends on the error screen, never in a loop.
 */
function reloadOnce(pathname: string): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_KEY) === pathname) return false;
    sessionStorage.setItem(RELOAD_KEY, pathname);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** A page whose module is its own chunk, loaded before the page first renders. */
interface LazyPage {
  /** Loads the page's chunk (once); resolves when the page can render without waiting. */
  preload(): Promise<void>;
  Page: ComponentType;
  /** The page module's export: what the build's page-modules.json names its module by. */
  name: string;
}

/**
 * Each page is its own chunk. The app loads the chunk of the page it opens on before its first render
 * (`preloadPath`), so that render already has the page and can take over the server's pre-rendered HTML
 * without a blank frame. A client-side navigation renders the next page in a transition (react-router's
 * BrowserRouter does), so while its chunk loads the page suspends and React keeps the current one on
 * screen: there is no Suspense boundary, and no fallback is ever shown.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let Component: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Component = module[name];
        forgetReload();
      },
      (error: unknown) => {
        // A chunk that fails to load is most often one a new deploy replaced: the page is loaded afresh
        // from the server (the address already shows it), once. After that the promise stays rejected, so
        // a render that reads it throws to the error boundary instead of asking again for ever.
        if (typeof window !== 'undefined' && reloadOnce(window.location.pathname))
          return new Promise(() => {});
        throw error;
      },
    );
    return loading;
  };
  function Page() {
    if (!Component) use(preload());
    const Loaded = Component as ComponentType;
    return <Loaded />;
  }
  Page.displayName = `Lazy(${name})`;
  return { preload, Page, name };
}

/** A page that shows more of the catalogue than the first screen loads that part with its chunk. */
function withMessages<M>(load: () => Promise<M>, part: MessagePart): () => Promise<M> {
  return async () => (await Promise.all([load(), loadMessages(part)]))[0];
}

/** A site page loads its copy, in the page's language, with its chunk. */
function sitePage<K extends string>(
  path: SitePage,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject {
  return pageRoute(
    path,
    lazyPage(async () => (await Promise.all([load(), loadSiteContent(path)]))[0], name),
  );
}

/** The route of a page ('' for the index); its `handle` is the page, for `preloadPath`. */
function pageRoute(path: string, page: LazyPage): RouteObject {
  const where = path === '' ? { index: true as const } : { path };
  return { ...where, element: <page.Page />, handle: page };
}

/** A page's route from its chunk; `account` when it shows the catalogue's account sections. */
function route<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  messages?: 'account',
): RouteObject {
  return pageRoute(path, lazyPage(messages === 'account' ? withMessages(load, 'account') : load, name));
}

const authPage = lazyPage(
  withMessages(() => import('../features/accounts/components/auth/auth-page.tsx'), 'account'),
  'AuthPage',
);

/**
 * The application to become an advisor and its withdrawal page (the confirmation e-mail's link): no
 * sign-in, their words are the `apply` part. Each has a French slug of its own (/fr/postuler,
 * /fr/postuler/retrait: rules/language.ts), so each is routed at both paths, in either language.
 */
const applyPage = lazyPage(
  withMessages(() => import('../features/apply/components/apply-page.tsx'), 'apply'),
  'ApplyPage',
);
const withdrawApplicationPage = lazyPage(
  withMessages(() => import('../features/apply/components/withdraw-page.tsx'), 'apply'),
  'WithdrawApplicationPage',
);

/** A page's route at its English path and, when it has one, at its French slug. */
function slugRoutes(path: string, page: LazyPage): RouteObject[] {
  const french = slugInLanguage(`/${path}`, 'fr').slice(1);
  return french === path ? [pageRoute(path, page)] : [pageRoute(path, page), pageRoute(french, page)];
}

/** The 404 screen: the unknown path's page, and what a login of another role sees of /advisor or /admin. */
const notFoundPage = lazyPage(() => import('./routes/not-found.tsx'), 'NotFoundPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      route('', () => import('./routes/home.tsx'), 'HomePage'),
      pageRoute('login', authPage),
      pageRoute('register', authPage),
      route(
        'reset-password',
        () => import('../features/accounts/components/auth/reset-password-page.tsx'),
        'ResetPasswordPage',
        'account',
      ),
      sitePage('about', () => import('../features/site/pages/about-page.tsx'), 'AboutPage'),
      sitePage('services', () => import('../features/site/pages/services-page.tsx'), 'ServicesPage'),
      sitePage('contact', () => import('../features/site/pages/contact-page.tsx'), 'ContactPage'),
      route(
        'pricing',
        () => import('../features/credits/components/pricing-page.tsx'),
        'PricingPage',
        'account',
      ),
      sitePage('terms', () => import('../features/site/pages/terms-page.tsx'), 'TermsPage'),
      sitePage('privacy', () => import('../features/site/pages/privacy-page.tsx'), 'PrivacyPage'),
      sitePage(
        'testimonials',
        () => import('../features/site/pages/testimonials-page.tsx'),
        'TestimonialsPage',
      ),
      sitePage('cookies', () => import('../features/site/pages/cookies-page.tsx'), 'CookiesPage'),
      sitePage('welcome', () => import('../features/site/pages/welcome-page.tsx'), 'WelcomePage'),
      // The texted link that leaves a call-back line: no sign-in, its words are the call-back part.
      pageRoute(
        'line/leave',
        lazyPage(
          withMessages(() => import('../features/call-back/components/leave-line-page.tsx'), 'callBack'),
          'LeaveLinePage',
        ),
      ),
      ...slugRoutes('apply', applyPage),
      ...slugRoutes('apply/withdraw', withdrawApplicationPage),
      route(
        'horoscope',
        () => import('../features/horoscope/components/horoscope-page.tsx'),
        'HoroscopePage',
      ),
      route(
        'psychic/:slug',
        () => import('../features/advisors/components/profile/advisor-profile-page.tsx'),
        'AdvisorProfilePage',
      ),
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          route(
            'dashboard',
            () => import('../features/accounts/components/dashboard/dashboard-page.tsx'),
            'DashboardPage',
            'account',
          ),
          route(
            'purchase',
            () => import('../features/payments/components/purchase-page.tsx'),
            'PurchasePage',
            'account',
          ),
          route(
            'profile',
            () => import('../features/accounts/components/profile/profile-page.tsx'),
            'ProfilePage',
            'account',
          ),
          route(
            'receipts/:purchaseId',
            () => import('../features/payments/components/receipt-page.tsx'),
            'ReceiptPage',
            'account',
          ),
        ],
      },
      {
        element: (
          <RequireRole side="advisor" denied={<notFoundPage.Page />}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          pageRoute(
            'advisor',
            lazyPage(
              withMessages(
                () => import('../features/advisor-console/components/advisor-console-page.tsx'),
                'console',
              ),
              'AdvisorConsolePage',
            ),
          ),
          pageRoute(
            'advisor/profile',
            lazyPage(
              withMessages(
                () => import('../features/advisor-console/components/profile/profile-editor-page.tsx'),
                'console',
              ),
              'AdvisorProfileEditorPage',
            ),
          ),
          pageRoute(
            'advisor/reviews',
            lazyPage(
              withMessages(
                () => import('../features/advisor-console/components/reviews/reviews-page.tsx'),
                'console',
              ),
              'AdvisorReviewsPage',
            ),
          ),
          pageRoute(
            'advisor/earnings',
            lazyPage(
              withMessages(
                () => import('../features/advisor-console/components/earnings/earnings-page.tsx'),
                'console',
              ),
              'AdvisorEarningsPage',
            ),
          ),
          pageRoute(
            'advisor/payout-profile',
            lazyPage(
              withMessages(
                () => import('../features/advisor-console/components/payout-profile/payout-profile-page.tsx'),
                'console',
              ),
              'AdvisorPayoutProfilePage',
            ),
          ),
        ],
      },
      {
        element: (
          <RequireRole side="staff" denied={<notFoundPage.Page />}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          // Every back-office page, behind one lazy entry (features/back-office/back-office-routes.tsx).
          pageRoute(
            'admin/*',
            lazyPage(
              withMessages(() => import('../features/back-office/back-office-routes.tsx'), 'backOffice'),
              'BackOfficeRoutes',
            ),
          ),
        ],
      },
      pageRoute('*', notFoundPage),
    ],
  },
];

/**
 * Loads the chunks of the pages a path renders (in either language: '/fr/pricing' is '/pricing' in French)
 * and the first screen's words in its language; the first render of that path then suspends nowhere.
 */
export async function preloadPath(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathWithoutLanguage(pathname)) ?? [];
  // Both settle before either failure is reported: a page whose chunk cannot load still shows its error
  // screen in words, never in raw keys.
  const [words, pages] = await Promise.allSettled([
    loadMessages('firstScreen', languageOfPath(pathname)),
    Promise.all(matches.map((match) => (match.route.handle as LazyPage | undefined)?.preload())),
  ]);
  if (pages.status === 'rejected') throw pages.reason;
  if (words.status === 'rejected') throw words.reason;
}

/**
 * The export name of the page a path opens (in either language), for the server's route preloads (the
 * pre-render entry exports it); null for a path no page route matches.
 */
export function pageNameOf(pathname: string): string | null {
  const matches = matchRoutes(routes, pathWithoutLanguage(pathname)) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === '*') return null;
  return (last.route.handle as LazyPage | undefined)?.name ?? null;
}
