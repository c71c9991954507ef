import type { AppDb } from '@app/db/client';
import { formatRemaining } from '../advisors/simulator.ts';
import { createAdvisorHoldRepository } from './advisor-hold-repository.ts';
import { createCallAdvisorRepository } from './call-advisor-repository.ts';

/** How long an advisor is held for the customer being called back: the ring, the greeting, a margin. */
export const CALL_BACK_HOLD_SECONDS = 120;

/** The call-back line as the calls module uses it (the call-back module's dispatch). */
export interface LineHooks {
  claimNext(tx: AppDb, agentId: number, now: Date): Promise<{ id: string; customerId: string } | undefined>;
}

/** The hold of a call back is keyed by its place: one hold per place, whatever calls end around it. */
export const lineHoldKey = (placeId: string) => `line:${placeId}`;

/**
 * Advisor `agentId` has just become free (a call settled, a hold released): the first customer of their
 * call-back line who can be called now is claimed and the advisor held for them, busy in the feed, as the
 * reserve holds them; else the advisor is free. In the caller's transaction, which holds the advisor's
 * row or takes it here. Answers the place claimed.
 */
export async function freeOrHoldForLine(
  tx: AppDb,
  agentId: number,
  now: Date,
  line: LineHooks | undefined,
): Promise<{ id: string; customerId: string } | undefined> {
  const advisors = createCallAdvisorRepository(tx);
  const place = await line?.claimNext(tx, agentId, now);
  if (place) {
    const until = new Date(now.getTime() + CALL_BACK_HOLD_SECONDS * 1000);
    const held = await createAdvisorHoldRepository(tx).open({
      callSid: lineHoldKey(place.id),
      agentId,
      customerId: place.customerId,
      until,
    });
    if (held) {
      await advisors.holdBusy({
        agentId,
        busy: { availTime: CALL_BACK_HOLD_SECONDS, availTimeStr: formatRemaining(CALL_BACK_HOLD_SECONDS) },
        now,
      });
      return place;
    }
  }
  await advisors.free(agentId, now);
  return undefined;
}
