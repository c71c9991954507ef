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
import { nextSessionSnapshot, PENDING, type SessionSnapshot, SIGNED_OUT } from './session-snapshot.ts';

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

const sessionStore = authClient.$store.atoms.session as {
  get(): Partial<SessionSnapshot>;
  listen(listener: () => void): () => void;
};
/** What the app renders first (and what the server rendered): pending, or signed out (startAsVisitor). */
let firstSnapshot = PENDING;
let lastSnapshot = PENDING;
/** While true, a session still being asked for reads as signed out (see startAsVisitor). */
let assumeVisitor = false;

/**
 * The server pre-renders pages only for requests without a session cookie, so a pre-rendered page starts
 * signed out rather than pending: its first paint already has the visitor's header and call to action,
 * and the app's first render matches it instead of re-rendering every session reader once the answer
 * comes. The session is still fetched; the first answer, or any sign-in or sign-out, ends the assumption.
 */
export function startAsVisitor(): void {
  assumeVisitor = true;
  firstSnapshot = SIGNED_OUT;
  lastSnapshot = SIGNED_OUT;
}

// A sign-in or sign-out (better-auth's session signal) ends the assumption: from then on a pending
// session is pending, so a guarded page waits for it instead of sending a customer to /login.
(authClient.$store.atoms.$sessionSignal as { listen(listener: () => void): () => void }).listen(() => {
  assumeVisitor = false;
});

/** The snapshot of the store's current state (see nextSessionSnapshot). */
function readSession(): SessionSnapshot {
  const next = nextSessionSnapshot(sessionStore.get(), lastSnapshot, assumeVisitor);
  lastSnapshot = next.snapshot;
  assumeVisitor = next.assumeVisitor;
  return lastSnapshot;
}

const subscribeToSession = (onChange: () => void) => sessionStore.listen(onChange);
const serverSession = () => firstSnapshot;

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
