import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageNameOf, routes } from './router.tsx';

/** The server preloads the chunk of the page a path opens: the router names it, the build maps the name. */
describe('the page a path opens', () => {
  it.each([
    ['/', 'HomePage'],
    ['/login', 'AuthPage'],
    ['/register', 'AuthPage'],
    ['/pricing', 'PricingPage'],
    ['/about', 'AboutPage'],
    ['/psychic/luna_1001', 'AdvisorProfilePage'],
    ['/dashboard', 'DashboardPage'],
    ['/line/leave', 'LeaveLinePage'],
    ['/fr/line/leave', 'LeaveLinePage'],
    ['/apply', 'ApplyPage'],
    ['/fr/postuler', 'ApplyPage'],
    ['/fr/apply', 'ApplyPage'],
    ['/postuler', 'ApplyPage'],
    ['/apply/withdraw', 'WithdrawApplicationPage'],
    ['/fr/postuler/retrait', 'WithdrawApplicationPage'],
    ['/fr/apply/withdraw', 'WithdrawApplicationPage'],
    ['/admin/customers', 'BackOfficeRoutes'],
    ['/fr', 'HomePage'],
    ['/fr/psychic/luna_1001', 'AdvisorProfilePage'],
    ['/no/such/page', null],
  ])('%s opens %s', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });
});

/** Under /fr the router sees the path after the prefix: a French slug is a route of its own. */
describe('the French slugs, as the router under /fr matches them', () => {
  it.each([
    ['/postuler', 'ApplyPage'],
    ['/postuler/retrait', 'WithdrawApplicationPage'],
    ['/apply', 'ApplyPage'],
  ])('%s renders %s', (path, name) => {
    const last = matchRoutes(routes, path)?.at(-1);
    expect((last?.route.handle as { name?: string } | undefined)?.name).toBe(name);
  });
});
