import { isUserRole, type UserRole } from '@app/shared/rules/roles';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { authClient } from './auth-client.ts';
import { whenAuthClient } from './auth-client-ready.ts';
import { loadAuthClient } from './load-auth-client.ts';
import { nextSessionSnapshot, PENDING, type SessionSnapshot, SIGNED_OUT } from './session-snapshot.ts';

type SessionData = typeof authClient.$Infer.Session;
export type AuthUser = SessionData['user'];
export type AuthSession = SessionData['session'];

export interface AuthState {
  user: AuthUser | null;
  /** The login's role (null while signed out): which side of the site it belongs to. */
  role: UserRole | null;
  session: AuthSession | null;
  /** True until the first session fetch settles. */
  loading: boolean;
  /**
   * Signs out. `redirectTo` is where a login-required page sends the customer once signed out: '/' when they
   * chose to leave (the spec's sign-out and account deletion go home), instead of the usual /login.
   */
  signOut: (options?: { redirectTo?: string }) => Promise<void>;
  /** Where a login-required page sends a visitor who has just signed out on purpose; null: to /login. */
  signedOutTo: string | null;
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

interface SessionStore {
  get(): Partial<SessionSnapshot>;
  listen(listener: () => void): () => void;
}

/** better-auth's session store, once its client has loaded (see lib/auth-client-ready.ts). */
let sessionStore: SessionStore | undefined;
/** What the app renders first (and what the server rendered): pending, or signed out (startAsVisitor). */
let firstSnapshot = PENDING;
let lastSnapshot = PENDING;
/** While true, a session still being asked for reads as signed out (see startAsVisitor). */
let assumeVisitor = false;
/** A visitor's page loads better-auth's client only when there may be a session to read (see below). */
let deferClient = false;
/** The session readers (React's subscription), each attached to the store once it exists. */
const readers = new Map<() => void, (() => void) | undefined>();

whenAuthClient((client) => {
  const store = client.$store.atoms.session as SessionStore;
  sessionStore = store;
  // A sign-in or sign-out (better-auth's session signal) ends the assumption: from then on a pending
  // session is pending, so a guarded page waits for it instead of sending a customer to /login.
  (client.$store.atoms.$sessionSignal as { listen(listener: () => void): () => void }).listen(() => {
    assumeVisitor = false;
  });
  // Listening mounts the store, which asks for the session; readers re-read it now.
  for (const onChange of readers.keys()) readers.set(onChange, store.listen(onChange));
  for (const onChange of readers.keys()) onChange();
});

/**
 * The server pre-renders pages only for requests without a session cookie, so a pre-rendered page starts
 * signed out rather than pending: its first paint already has the visitor's header and call to action,
 * and the app's first render matches it instead of re-rendering every session reader once the answer
 * comes. Such a page has no session to ask for, so better-auth's client is not even loaded until one may
 * exist: another tab signed out or changed the user (better-auth's storage message), the page comes back
 * into view or online (when better-auth itself would ask again), the page is restored from the
 * back/forward cache, or anything on the page loads the client (a sign-in form). The first answer then,
 * or any sign-in or sign-out, ends the assumption.
 */
export function startAsVisitor(): void {
  assumeVisitor = true;
  deferClient = true;
  firstSnapshot = SIGNED_OUT;
  lastSnapshot = SIGNED_OUT;
  if (typeof window === 'undefined') return;
  const controller = new AbortController();
  const load = () => {
    controller.abort();
    void startAuthClient();
  };
  const options = { signal: controller.signal };
  window.addEventListener('storage', (event) => event.key === 'better-auth.message' && load(), options);
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'visible' && load(),
    options,
  );
  window.addEventListener('online', load, options);
  window.addEventListener('pageshow', (event) => event.persisted && load(), options);
  whenAuthClient(() => controller.abort());
}

/**
 * Loads better-auth's client for the session. If its chunk cannot load (offline, a deploy replaced it),
 * the session reads as failed, which the app treats as signed out, rather than pending for ever.
 */
async function startAuthClient(): Promise<void> {
  try {
    await loadAuthClient();
  } catch (error) {
    if (sessionStore) return;
    lastSnapshot = { data: null, isPending: false, error };
    for (const onChange of readers.keys()) onChange();
  }
}

/**
 * Resolves once the session store holds this user's session (or after `timeoutMs`): a page guarded by
 * role and opened right after sign-in must not read the moment between the sign-in's answer and the
 * store's refetch, where the store says neither pending nor signed in, as signed out.
 */
export function sessionOf(userId: string, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      stop?.();
      resolve();
    }
    const check = () => {
      const data = asSession(sessionStore?.get().data);
      if (data?.user.id === userId) done();
    };
    whenAuthClient(() => {
      if (!sessionStore) return;
      stop = sessionStore.listen(check);
      check();
    });
  });
}

/** The snapshot of the store's current state (see nextSessionSnapshot). */
function readSession(): SessionSnapshot {
  if (!sessionStore) return lastSnapshot;
  const next = nextSessionSnapshot(sessionStore.get(), lastSnapshot, assumeVisitor);
  lastSnapshot = next.snapshot;
  assumeVisitor = next.assumeVisitor;
  return lastSnapshot;
}

function subscribeToSession(onChange: () => void): () => void {
  readers.set(onChange, sessionStore?.listen(onChange));
  // A page that may have a session (not pre-rendered for a visitor) asks for it at once.
  if (!sessionStore && !deferClient) void startAuthClient();
  return () => {
    readers.get(onChange)?.();
    readers.delete(onChange);
  };
}
const serverSession = () => firstSnapshot;

/**
 * better-auth's session store (once loaded) fetches the current session on mount and refetches after
 * every sign-in, sign-out and focus, which is the spec's "fetch, then listen to auth changes".
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, error } = useSyncExternalStore(subscribeToSession, readSession, serverSession);

  useEffect(() => {
    if (error && !warnedAboutSession) {
      warnedAboutSession = true;
      console.warn('Could not fetch the current session; continuing signed out.', error);
    }
  }, [error]);

  const [signedOutTo, setSignedOutTo] = useState<string | null>(null);
  /** From the sign-out click until the session store has caught up: the app already reads signed out. */
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async (options?: { redirectTo?: string }) => {
    // Both set before the request, in the caller's render: nothing keyed on the customer (their record,
    // refetched on every path change) asks the server again with a session that is ending (a 401), and
    // the guard of a login-required page reads where to go in the render where the user becomes null.
    setSignedOutTo(options?.redirectTo ?? null);
    setSigningOut(true);
    try {
      await (await loadAuthClient()).signOut();
    } catch (failure) {
      setSigningOut(false);
      throw failure;
    }
  }, []);

  // The spec: a failed session fetch means no user, even if an older session was loaded before.
  const current = error || signingOut ? null : asSession(data);
  const storedUserId = error ? undefined : asSession(data)?.user.id;
  useEffect(() => {
    // Signed in again: a later sign-out (an expired session) goes to /login as usual.
    if (storedUserId) setSignedOutTo(null);
    // The store has ended the session: nothing left to hide.
    else setSigningOut(false);
  }, [storedUserId]);

  const value = useMemo<AuthState>(
    () => ({
      user: current?.user ?? null,
      role: current ? (isUserRole(current.user.role) ? current.user.role : 'customer') : null,
      session: current?.session ?? null,
      loading: isPending && !signingOut,
      signOut,
      signedOutTo,
    }),
    [current, isPending, signingOut, signOut, signedOutTo],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
