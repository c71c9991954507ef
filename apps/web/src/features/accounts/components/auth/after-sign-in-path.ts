import { homePathOf } from '@app/shared/rules/roles';

const sideOf = (path: string) =>
  path === '/advisor' || path.startsWith('/advisor/')
    ? '/advisor'
    : path === '/admin' || path.startsWith('/admin/')
      ? '/admin'
      : '/dashboard';

/**
 * Where to go after signing in: back to the guarded page that sent the visitor here when it is on the
 * login's own side of the site (a customer's pages, the advisor console, the back office), else that
 * side's home.
 */
export function afterSignInPath(state: unknown, role?: unknown): string {
  const home = homePathOf(role);
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const path = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!path.startsWith('/') || path.startsWith('//') || path === '/login' || path === '/register')
    return home;
  if (sideOf(path) !== home) return home;
  return `${path}${typeof from?.search === 'string' ? from.search : ''}`;
}
