import type { PsychicStatus } from '@app/shared/rules/psychic-status';
import { lazy, Suspense } from 'react';
import { loadMessages } from '../../../lib/messages/load.ts';
import { useAuth } from '../../../lib/use-auth.tsx';

/** The customer's button, its queries and its words (the call-back part) load together, for a customer only. */
const JoinLineCustomer = /* @__PURE__ */ lazy(async () => {
  const [module] = await Promise.all([import('./join-line-customer.tsx'), loadMessages('callBack')]);
  return { default: module.JoinLineCustomer };
});

/**
 * The call-back line on an advisor's card or profile: for a signed-in customer, "Join the line" while the
 * advisor is on a call, and their place in this line whenever they have one. Visitors, advisors and staff
 * see nothing here (a visitor's "Notify me" already offers to sign in), so the first screen is unchanged.
 */
export function JoinLine({
  agentId,
  name,
  status,
  describedBy,
  className,
}: {
  agentId: number;
  name: string;
  status: PsychicStatus;
  describedBy?: string;
  className?: string;
}) {
  const { user, role, loading } = useAuth();
  // Offline empties the line; the server pre-renders for visitors, and hydration sees a pending session.
  if (status === 'offline' || loading || !user || role !== 'customer') return null;
  const busy = status === 'busy';
  return (
    // While the module loads, a busy card keeps the button's room so the card does not jump.
    <Suspense
      fallback={
        busy ? (
          <div aria-hidden="true" className={`w-full ${className ?? ''}`}>
            <div className="min-h-9" />
          </div>
        ) : null
      }
    >
      <JoinLineCustomer
        agentId={agentId}
        name={name}
        customerId={user.id}
        busy={busy}
        describedBy={describedBy}
        className={className}
      />
    </Suspense>
  );
}
