import { useAuth } from '../../../lib/use-auth.tsx';

/**
 * Who may keep favourites and ask to be notified: a signed-in customer (`customerId` keys their queries).
 * A visitor is offered to sign in; an advisor's or staff's login is offered neither.
 */
export type Viewer =
  | { kind: 'customer'; customerId: string }
  | { kind: 'visitor' }
  | { kind: 'other' }
  /** The session is not known yet: a button offered now could be the wrong one (a sign-in prompt to a customer). */
  | { kind: 'pending' };

export function useViewer(): Viewer {
  const { user, role, loading } = useAuth();
  if (loading) return { kind: 'pending' };
  if (!user) return { kind: 'visitor' };
  return role === 'customer' ? { kind: 'customer', customerId: user.id } : { kind: 'other' };
}
