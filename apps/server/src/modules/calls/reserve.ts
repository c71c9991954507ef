import type { AppDb } from '@app/db/client';
import { notifyAdvisorChange } from '../advisors/status-channel.ts';
import { createAdvisorHoldRepository } from './advisor-hold-repository.ts';
import { freeOrHoldForLine, type LineHooks } from './line-hold.ts';

/**
 * The reserve: after a call its cap ended, its advisor is held a while for the same customer. The hold is
 * opened by the settlement and taken back by `connect` (settlement.ts); this is where it is looked up and
 * where the holds past their time end.
 */
export function createReserve(db: AppDb, line?: LineHooks) {
  return {
    /** The advisor held for this customer right now, if any. */
    heldFor: (customerId: string, now: Date) => createAdvisorHoldRepository(db).findOpen(customerId, now),

    /** When the hold a call left ends, if it left one (the demo's clock). */
    holdEndOf: (callSid: string) => createAdvisorHoldRepository(db).untilOf(callSid),

    /**
     * Ends the holds past their time and frees their advisors, each hold once whichever instance runs
     * it (SKIP LOCKED; the hold, then the advisor, the order connect takes them in). Returns how many.
     */
    releaseExpired(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const released = await createAdvisorHoldRepository(tx).releaseExpired(now);
        for (const agentId of released) {
          // Free, unless the first of their call-back line is called back now.
          await freeOrHoldForLine(tx, agentId, now, line);
          await notifyAdvisorChange(tx, 'calls', agentId);
        }
        return released.length;
      });
    },
  };
}

export type Reserve = ReturnType<typeof createReserve>;
