import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { authClient } from '../../../lib/auth-client.ts';

type SessionData = typeof authClient.$Infer.Session;
export type AuthUser = SessionData['user'];
export type AuthSession = SessionData['session'];

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first session fetch settles. */
  loading: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

let warnedAboutSession = false;

/** A body that is not a session (an HTML fallback page, an empty answer) means signed out, not a crash. */
function asSession(data: unknown): SessionData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { user, session } = data as Partial<SessionData>;
  if (typeof user !== 'object' || user === null || typeof session !== 'object' || session === null)
    return null;
  return data as SessionData;
}

/**
 * better-auth's session store fetches the current session on mount and refetches after every sign-in,
 * sign-out and focus, which is the spec's "fetch, then listen to auth changes".
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, error } = authClient.useSession();

  useEffect(() => {
    if (error && !warnedAboutSession) {
      warnedAboutSession = true;
      console.warn('Could not fetch the current session; continuing signed out.', error);
    }
  }, [error]);

  const signOut = useCallback(async () => {
    await authClient.signOut();
  }, []);

  const value = useMemo<AuthState>(() => {
    // The spec: a failed session fetch means no user, even if an older session was loaded before.
    const current = error ? null : asSession(data);
    return { user: current?.user ?? null, session: current?.session ?? null, loading: isPending, signOut };
  }, [data, isPending, error, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
