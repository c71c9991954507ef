export interface NavItem {
  to: string;
  label: 'home' | 'services' | 'pricing' | 'horoscope' | 'contact' | 'testimonials' | 'about';
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/services', label: 'services' },
  { to: '/pricing', label: 'pricing' },
  { to: '/horoscope', label: 'horoscope' },
  { to: '/contact', label: 'contact' },
];

/** The drawer has room for two more destinations than the desktop bar. */
export const DRAWER_NAV: readonly NavItem[] = [
  ...PRIMARY_NAV,
  { to: '/testimonials', label: 'testimonials' },
  { to: '/about', label: 'about' },
];

export interface AccountLink {
  to: string;
  label:
    | 'dashboard'
    | 'buyCredits'
    | 'profile'
    | 'advisorConsole'
    | 'advisorProfile'
    | 'advisorReviews'
    | 'advisorEarnings'
    | 'backOffice';
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { to: '/dashboard', label: 'dashboard' },
  { to: '/purchase', label: 'buyCredits' },
  { to: '/profile', label: 'profile' },
];

/** The account links of a signed-in login: a customer's pages, the advisor's pages (as the console's tabs) or the back office. */
export function accountLinksFor(role: string | null): readonly AccountLink[] {
  if (role === 'advisor') {
    return [
      { to: '/advisor', label: 'advisorConsole' },
      { to: '/advisor/profile', label: 'advisorProfile' },
      { to: '/advisor/reviews', label: 'advisorReviews' },
      { to: '/advisor/earnings', label: 'advisorEarnings' },
    ];
  }
  if (role === 'support' || role === 'admin') return [{ to: '/admin', label: 'backOffice' }];
  return ACCOUNT_LINKS;
}
