import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
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

/** What the app reads of better-auth's session store. */
interface SessionSnapshot {
  data: unknown;
  isPending: boolean;
  error: unknown;
}

/** The store's first state, which is also what the server pre-renders (it never has a visitor's session). */
const INITIAL_SNAPSHOT: SessionSnapshot = { data: null, isPending: true, error: null };

const sessionStore = authClient.$store.atoms.session as {
  get(): Partial<SessionSnapshot>;
  listen(listener: () => void): () => void;
};
let lastSnapshot = INITIAL_SNAPSHOT;

/**
 * The same object for the same session state. better-auth's own hook compares store states by identity,
 * and the store replaces its state with an equal copy when it starts fetching, which made React re-render
 * every session reader synchronously the moment the app took over the pre-rendered page — and, a reader
 * being inside the page, attach the whole page in one long task.
 */
function readSession(): SessionSnapshot {
  const { data = null, isPending = true, error = null } = sessionStore.get();
  if (data !== lastSnapshot.data || isPending !== lastSnapshot.isPending || error !== lastSnapshot.error)
    lastSnapshot = { data, isPending, error };
  return lastSnapshot;
}

const subscribeToSession = (onChange: () => void) => sessionStore.listen(onChange);
const serverSession = () => INITIAL_SNAPSHOT;

/**
 * better-auth's session store fetches the current session on mount and refetches after every sign-in,
 * sign-out and focus, which is the spec's "fetch, then listen to auth changes".
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, error } = useSyncExternalStore(subscribeToSession, readSession, serverSession);

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
