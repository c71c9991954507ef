import type { AppDb } from '@app/db/client';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { callHoldOf, callInProgressError, pendingRefundMinutes } from '../credits/held-minutes.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { moneyTransaction, retryTransaction } from '../credits/money-transaction.ts';
import { createStaffRepository } from './repository.ts';

export type SetActiveOutcome = 'not-found' | 'deleted' | 'unchanged' | 'changed';

type StaffAudit = Omit<AuditEntry, 'before' | 'after' | 'action'>;

/**
 * An adjustment that takes minutes must leave what the customer's calls in progress have reserved: taken
 * away, they would be talked for free. Minutes a pending refund will take back are not free either (the
 * call could not reserve them), so they count against the adjustment too. 409 CALL_IN_PROGRESS says when
 * to try again. A replay of an adjustment already applied is answered as it was (applyLedgerEntry), so it
 * is not judged again.
 */
async function refuseTakingReservedMinutes(
  tx: AppDb,
  input: { customerId: string; delta: number; requestId: string },
  credits: number,
): Promise<void> {
  const hold = await callHoldOf(tx, input.customerId);
  if (hold.minutes === 0) return;
  const refunding = await pendingRefundMinutes(tx, input.customerId);
  if (credits + input.delta - refunding >= hold.minutes) return;
  if (!(await createStaffRepository(tx).adjustmentEntry(input.customerId, input.requestId))) {
    throw callInProgressError(hold, new Date());
  }
}

/** What staff change on a customer's account, each change and its audit row in one transaction. */
export function createCustomerChanges(db: AppDb) {
  return {
    /**
     * A staff adjustment through the ledger, keyed by the form's requestId: a replay (a double click, a
     * retry, the same request racing itself) finds the first row and answers it without a second change
     * or a second audit row. A debit beyond the balance throws InsufficientCreditsError and changes
     * nothing; an unknown customer throws CustomerNotFoundError.
     */
    adjustCredits(input: {
      customerId: string;
      delta: number;
      requestId: string;
      ledgerNote: string;
      audit: StaffAudit & { adjustReason: string };
    }) {
      return moneyTransaction(db, input.customerId, async (tx, customer) => {
        if (input.delta < 0) await refuseTakingReservedMinutes(tx, input, customer.credits);
        const result = await applyLedgerEntry(tx, {
          customerId: input.customerId,
          kind: 'staff_adjustment',
          delta: input.delta,
          reference: input.requestId,
          note: input.ledgerNote,
          onShortfall: 'refuse',
        });
        const entry = await createStaffRepository(tx).adjustmentEntry(input.customerId, input.requestId);
        if (!entry) throw new Error('a staff adjustment left no ledger row');
        if (!result.applied) return { applied: false, balance: entry.balanceAfter, ledgerEntryId: entry.id };
        const { adjustReason, ...audit } = input.audit;
        await insertAudit(tx, {
          ...audit,
          action: 'customer.adjust_credits',
          before: { credits: customer.credits },
          after: {
            credits: result.balanceAfter,
            delta: result.delta,
            reason: adjustReason,
            ledgerEntryId: entry.id,
          },
        });
        return { applied: true, balance: result.balanceAfter, ledgerEntryId: entry.id };
      });
    },

    /**
     * Deactivates or reactivates a customer with its audit row. Deactivation ends every session in the
     * same transaction (the customers trigger, migration 0004). A deleted account stays closed: its owner
     * asked for it and its numbers were released.
     */
    setActive(input: { customerId: string; active: boolean; audit: StaffAudit }): Promise<SetActiveOutcome> {
      return retryTransaction<SetActiveOutcome>(db, async (tx) => {
        const rows = createStaffRepository(tx);
        const row = await rows.lockCustomer(input.customerId);
        if (!row) return 'not-found';
        if (input.active && row.deletedAt) return 'deleted';
        // A second click changes nothing and records nothing.
        if (row.isActive === input.active) return 'unchanged';
        const sessions = input.active ? 0 : await rows.sessionCount(input.customerId);
        await rows.setCustomerActive(input.customerId, input.active);
        await insertAudit(tx, {
          ...input.audit,
          action: input.active ? 'customer.reactivate' : 'customer.deactivate',
          before: { isActive: row.isActive },
          after: input.active ? { isActive: true } : { isActive: false, sessionsEnded: sessions },
        });
        return 'changed';
      });
    },

    /** Deletes every session of the customer; false when there is no such customer. */
    endSessions(input: { customerId: string; audit: StaffAudit }) {
      return retryTransaction(db, async (tx) => {
        const rows = createStaffRepository(tx);
        if (!(await rows.lockCustomer(input.customerId))) return false;
        const ended = await rows.deleteSessions(input.customerId);
        await insertAudit(tx, {
          ...input.audit,
          action: 'customer.sign_out_everywhere',
          before: { sessions: ended },
          after: { sessions: 0 },
        });
        return true;
      });
    },
  };
}

export type CustomerChanges = ReturnType<typeof createCustomerChanges>;
