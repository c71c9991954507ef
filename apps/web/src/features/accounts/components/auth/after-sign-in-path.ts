/** Where to go after signing in: back to the guarded page that sent the visitor here, else the dashboard. */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const path = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!path.startsWith('/') || path.startsWith('//') || path === '/login' || path === '/register')
    return '/dashboard';
  return `${path}${typeof from?.search === 'string' ? from.search : ''}`;
}
