import { describe, expect, it } from 'vitest';
import { pageNameOf } from './router.tsx';

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
    ['/admin/customers', 'BackOfficeRoutes'],
    ['/fr', 'HomePage'],
    ['/fr/psychic/luna_1001', 'AdvisorProfilePage'],
    ['/no/such/page', null],
  ])('%s opens %s', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });
});
