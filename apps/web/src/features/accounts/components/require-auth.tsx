import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../hooks/use-auth.tsx';

/**
 * Guards the login-required routes; the original location rides along so sign-in can come back to it.
 * A customer who has just signed out or closed the account on purpose goes where that action leads
 * (home, SPEC 2 and 4), not to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signedOutTo } = useAuth();
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
  return children;
}
