import { homePathOf, isStaffRole, type UserRole } from '@app/shared/rules/roles';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/use-auth.tsx';

/**
 * The guard of a login-required page: a spinner while the session loads; a visitor goes to /login (the
 * original location rides along so sign-in can come back to it), unless they have just signed out or
 * closed the account on purpose (home, SPEC 2 and 4); a signed-in login renders `signedIn(role)`.
 */
function Guard({ signedIn }: { signedIn: (role: UserRole | null) => ReactNode }) {
  const { user, role, loading, signedOutTo } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();

  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!user && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return signedIn(role);
}

/** A customer's pages: an advisor or a staff login goes to its own side of the site. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return (
    <Guard
      signedIn={(role) => (role === 'customer' ? children : <Navigate to={homePathOf(role)} replace />)}
    />
  );
}

/**
 * The advisor console and the back office: a signed-in login of another role gets the 404 screen, with no
 * hint that the page exists (the server answers those requests 404 too, see modules/site/page-status.ts).
 */
export function RequireRole({
  side,
  denied,
  children,
}: {
  side: 'advisor' | 'staff';
  /** The 404 screen (the router's lazy page, so this guard does not pull it into the first chunk). */
  denied: ReactElement;
  children: ReactNode;
}) {
  return (
    <Guard
      signedIn={(role) => ((side === 'advisor' ? role === 'advisor' : isStaffRole(role)) ? children : denied)}
    />
  );
}
