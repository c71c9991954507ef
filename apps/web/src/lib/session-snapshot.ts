/** What the app reads of better-auth's session store. */
export interface SessionSnapshot {
  data: unknown;
  isPending: boolean;
  error: unknown;
}

/** The store's first state: the session is being asked for. */
export const PENDING: SessionSnapshot = { data: null, isPending: true, error: null };
export const SIGNED_OUT: SessionSnapshot = { data: null, isPending: false, error: null };

/**
 * The snapshot React reads for the store's current state. The same object while data, pending and error
 * are the same: better-auth replaces its state with an equal copy when it starts a fetch, and a new object
 * would re-render every session reader. While `assumeVisitor` holds (a page pre-rendered for a visitor), a
 * session still being asked for reads as the previous snapshot (signed out); any other state ends it.
 */
export function nextSessionSnapshot(
  state: Partial<SessionSnapshot>,
  previous: SessionSnapshot,
  assumeVisitor: boolean,
): { snapshot: SessionSnapshot; assumeVisitor: boolean } {
  const { data = null, isPending = true, error = null } = state;
  if (assumeVisitor && isPending && data === null && error === null)
    return { snapshot: previous, assumeVisitor: true };
  const same = data === previous.data && isPending === previous.isPending && error === previous.error;
  return { snapshot: same ? previous : { data, isPending, error }, assumeVisitor: false };
}
