import type { AppDb } from '@app/db/client';
import { BRAND } from '@app/shared/brand';
import { type PayoutItemStatus, UNCLAIMED_RETURN_DAYS } from '@app/shared/rules/earnings';
import type { FastifyBaseLogger } from 'fastify';
import { GigadatError } from '../../adapters/gigadat.ts';
import type { PayoutProviders } from '../../adapters/payout-providers.ts';
import { PayPalError } from '../../adapters/paypal.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import { applyEarningsEntry, earningsTransaction } from '../earnings/ledger.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { queueAdvisorNotice, queueStaffAlert } from './notices.ts';
import { createPayoutsRepository, type PayoutBatchRow, type PayoutItemRow } from './repository.ts';

/** How long a reconciliation pass owns a batch it claimed, and so how often a sent batch is asked about. */
const CLAIM_MS = 2 * 60_000;
/** A batch still 'created' this long after its run committed is sent by the reconciliation pass. */
const CREATED_GRACE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Where a provider says an item is: still on its way, landed, or back with us (and why). */
export type ItemOutcome =
  | { kind: 'pending' }
  | { kind: 'paid'; providerItemId: string | null }
  | {
      kind: 'back';
      status: Extract<PayoutItemStatus, 'failed' | 'returned' | 'unclaimed'>;
      reason: string;
      providerItemId: string | null;
    };

/**
 * PayPal's transaction_status of an item, as our outcome. UNCLAIMED stays on its way until the item has
 * waited UNCLAIMED_RETURN_DAYS since it was sent; then it is cancelled at PayPal and comes back.
 */
export function paypalItemOutcome(
  status: string,
  input: { sentAt: Date | null; now: Date; providerItemId: string | null; error: string | null },
): ItemOutcome | { kind: 'unclaimed-expired' } {
  const { providerItemId } = input;
  switch (status) {
    case 'SUCCESS':
      return { kind: 'paid', providerItemId };
    case 'FAILED':
    case 'BLOCKED':
    case 'DENIED':
      return { kind: 'back', status: 'failed', reason: input.error ?? status, providerItemId };
    case 'RETURNED':
    case 'REFUNDED':
    case 'REVERSED':
      return { kind: 'back', status: 'returned', reason: status, providerItemId };
    case 'UNCLAIMED':
      return input.sentAt && input.now.getTime() - input.sentAt.getTime() >= UNCLAIMED_RETURN_DAYS * DAY_MS
        ? { kind: 'unclaimed-expired' }
        : { kind: 'pending' };
    default:
      return { kind: 'pending' };
  }
}

/** Gigadat's (assumed) e-Transfer out status of an item, as our outcome. */
export function gigadatItemOutcome(status: string, reason: string | null): ItemOutcome {
  switch (status) {
    case 'STATUS_SUCCESS':
      return { kind: 'paid', providerItemId: null };
    case 'STATUS_FAILED':
    case 'STATUS_REJECTED':
    case 'STATUS_REJECTED1':
      return { kind: 'back', status: 'failed', reason: reason ?? status, providerItemId: null };
    case 'STATUS_RETURNED':
      return { kind: 'back', status: 'returned', reason: reason ?? status, providerItemId: null };
    case 'STATUS_EXPIRED':
      return { kind: 'back', status: 'unclaimed', reason: reason ?? status, providerItemId: null };
    default:
      return { kind: 'pending' };
  }
}

export interface PayoutReconciliation {
  sent: number;
  paid: number;
  returned: number;
  pending: number;
  errors: number;
}

/**
 * Sending batches to their provider (after the run's commit, never inside it) and settling their items
 * from the provider's answers: once each, under the advisor's earnings lock, with the advisor told.
 */
export function createPayoutDispatch(deps: {
  db: AppDb;
  providers: PayoutProviders;
  messages: MessageSender;
  log: FastifyBaseLogger;
}) {
  const { db, providers, log } = deps;
  const repository = createPayoutsRepository(db);

  /** Records an item's final outcome once: paid, or back in the advisor's earnings. */
  async function settleItem(
    item: PayoutItemRow,
    outcome: Exclude<ItemOutcome, { kind: 'pending' }>,
    now: Date,
  ) {
    const settled = await earningsTransaction(db, item.agentId, async (tx) => {
      const repo = createPayoutsRepository(tx);
      const current = await repo.lockItem(item.id);
      if (!current || (current.status !== 'sent' && current.status !== 'created')) return false;
      if (outcome.kind === 'paid') {
        await repo.settleItem(item.id, {
          status: 'paid',
          providerItemId: outcome.providerItemId ?? current.providerItemId,
          failureReason: null,
          now,
        });
        await queueAdvisorNotice(tx, current, 'landed');
        return true;
      }
      await repo.settleItem(item.id, {
        status: outcome.status,
        providerItemId: outcome.providerItemId ?? current.providerItemId,
        failureReason: outcome.reason.slice(0, 500),
        now,
      });
      await applyEarningsEntry(tx, {
        agentId: current.agentId,
        kind: 'payout_return',
        deltaCents: current.amountCents,
        reference: current.id,
      });
      await queueAdvisorNotice(tx, current, outcome.status);
      await queueStaffAlert(tx, current, outcome.status, outcome.reason);
      return true;
    });
    if (settled) deps.messages.kick();
    return settled;
  }

  /** A refusal that will not change on a retry (a 4xx other than a lost-answer repeat). */
  const isRefusal = (error: unknown) =>
    (error instanceof PayPalError || error instanceof GigadatError) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429;

  /** Moves the batch to 'sent' and tells each advisor whose item left; once (the batch's status). */
  async function recordSent(batch: PayoutBatchRow, providerBatchId: string | null, now: Date) {
    const changed = await retryTransaction(db, async (tx) => {
      const repo = createPayoutsRepository(tx);
      if (
        !(await repo.markBatchSent(batch.id, {
          providerBatchId,
          now,
          reconcileAfter: new Date(now.getTime() + CLAIM_MS),
        }))
      )
        return false;
      await repo.markItemsSent(batch.id, now);
      for (const item of await repo.itemsOfBatches([batch.id])) {
        if (item.status === 'sent') await queueAdvisorNotice(tx, item, 'sent');
      }
      return true;
    });
    if (changed) deps.messages.kick();
  }

  /**
   * Sends one 'created' batch. Idempotent at the provider: PayPal's sender_batch_id is the batch id,
   * Gigadat's transactionId the item id, so a batch sent again after a crash or a lost answer pays once.
   * A provider's plain refusal settles the items as failed (the amount goes back); no answer leaves the
   * batch 'created' for the reconciliation pass.
   */
  async function sendBatch(batchId: string, now: Date): Promise<boolean> {
    const batch = await repository.findBatch(batchId);
    if (batch?.status !== 'created') return false;
    const items = (await repository.itemsOfBatches([batch.id])).filter((item) => item.status === 'created');
    if (items.length === 0) {
      // Every item was settled already (refused before): nothing is left to send.
      await recordSent(batch, batch.providerBatchId, now);
      await repository.markBatchDoneIfSettled(batch.id);
      return false;
    }
    if (batch.method === 'paypal') {
      if (!providers.paypal) {
        log.warn({ batchId }, 'payout batch not sent: PayPal is not configured');
        return false;
      }
      try {
        const answer = await providers.paypal.createPayoutBatch({
          senderBatchId: batch.id,
          emailSubject: `${BRAND.productName}: your payout`,
          items: items.map((item) => ({
            senderItemId: item.id,
            receiver: item.destination,
            amountCents: item.amountCents,
          })),
        });
        await recordSent(batch, answer.payoutBatchId, now);
        return true;
      } catch (error) {
        if (!isRefusal(error)) throw error;
        log.error({ err: error, batchId }, 'PayPal refused a payout batch; its items are credited back');
        for (const item of items)
          await settleItem(
            item,
            { kind: 'back', status: 'failed', reason: (error as Error).message, providerItemId: null },
            now,
          );
        await recordSent(batch, null, now);
        await repository.markBatchDoneIfSettled(batch.id);
        return true;
      }
    }
    if (!providers.gigadat) {
      log.warn({ batchId }, 'payout batch not sent: Gigadat is not configured');
      return false;
    }
    const refused: { item: PayoutItemRow; reason: string }[] = [];
    // Interac names the recipient: the legal name of the payout profile.
    const names = await repository.legalNames(items.map((item) => item.agentId));
    for (const item of items) {
      try {
        await providers.gigadat.sendPayout({
          transactionId: item.id,
          userId: String(item.agentId),
          name: names.get(item.agentId) ?? String(item.agentId),
          destination: item.destination,
          amountCents: item.amountCents,
        });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        refused.push({ item, reason: (error as Error).message });
      }
    }
    for (const { item, reason } of refused) {
      log.error({ batchId, itemId: item.id }, 'Gigadat refused a payout; it is credited back');
      await settleItem(item, { kind: 'back', status: 'failed', reason, providerItemId: null }, now);
    }
    await recordSent(batch, null, now);
    await repository.markBatchDoneIfSettled(batch.id);
    return true;
  }

  /** Asks the provider about a sent batch's open items and settles those that finished. */
  async function pollBatch(batch: PayoutBatchRow, now: Date, tally: PayoutReconciliation) {
    const open = (await repository.itemsOfBatches([batch.id])).filter((item) => item.status === 'sent');
    const count = (outcome: ItemOutcome) => {
      if (outcome.kind === 'paid') tally.paid += 1;
      else if (outcome.kind === 'back') tally.returned += 1;
      else tally.pending += 1;
    };
    if (batch.method === 'paypal') {
      if (!providers.paypal || !batch.providerBatchId) return;
      const answer = await providers.paypal.getPayoutBatch(batch.providerBatchId);
      for (const item of open) {
        const reported = answer.items.find((entry) => entry.senderItemId === item.id);
        if (!reported) continue;
        let outcome = paypalItemOutcome(reported.transactionStatus, {
          sentAt: item.sentAt,
          now,
          providerItemId: reported.payoutItemId,
          error: reported.error,
        });
        if (outcome.kind === 'unclaimed-expired') {
          // Cancelled at PayPal first: an item still claimable could otherwise be paid twice.
          const cancelled = reported.payoutItemId
            ? await providers.paypal.cancelPayoutItem(reported.payoutItemId).catch(() => undefined)
            : undefined;
          outcome =
            cancelled === 'RETURNED'
              ? {
                  kind: 'back',
                  status: 'unclaimed',
                  reason: `UNCLAIMED for ${UNCLAIMED_RETURN_DAYS} days`,
                  providerItemId: reported.payoutItemId,
                }
              : { kind: 'pending' };
        }
        count(outcome);
        if (outcome.kind !== 'pending') await settleItem(item, outcome, now);
      }
    } else {
      if (!providers.gigadat) return;
      for (const item of open) {
        const reported = await providers.gigadat.getPayout(item.id);
        if (!reported) continue;
        const outcome = gigadatItemOutcome(reported.status, reported.reason);
        count(outcome);
        if (outcome.kind !== 'pending') await settleItem(item, outcome, now);
      }
    }
    await repository.markBatchDoneIfSettled(batch.id);
  }

  /** Sends each batch left 'created' and asks about each 'sent' one; a failure is logged and counted. */
  async function settleBatches(batches: PayoutBatchRow[], now: Date): Promise<PayoutReconciliation> {
    const tally: PayoutReconciliation = { sent: 0, paid: 0, returned: 0, pending: 0, errors: 0 };
    for (const batch of batches) {
      try {
        if (batch.status === 'created') {
          if (await sendBatch(batch.id, now)) tally.sent += 1;
        } else {
          await pollBatch(batch, now, tally);
        }
      } catch (error) {
        tally.errors += 1;
        log.error({ err: error, batchId: batch.id }, 'payout reconciliation failed; retried later');
      }
    }
    return tally;
  }

  return {
    sendBatch,
    /** Sends each batch; a failure is logged and left to the reconciliation pass. */
    async sendBatches(batchIds: string[], now: Date): Promise<void> {
      for (const batchId of batchIds) {
        try {
          await sendBatch(batchId, now);
        } catch (error) {
          log.error({ err: error, batchId }, 'payout batch not sent; the reconciliation pass sends it');
        }
      }
    },
    /**
     * The demo's "ask the provider now" (/api/dev/payouts/reconcile): every open batch is sent or asked
     * about at once, whatever the pass's claim window, so an emulated outcome is settled without waiting.
     */
    runNow: async (now: Date) => settleBatches(await repository.openBatches(), now),
    /** The reconciliation pass's part: batches left 'created' are sent, 'sent' ones asked about. */
    run: async (now: Date) =>
      settleBatches(
        await repository.claimOpenBatches({
          now,
          createdBefore: new Date(now.getTime() - CREATED_GRACE_MS),
          claimMs: CLAIM_MS,
          limit: 20,
        }),
        now,
      ),
  };
}

export type PayoutDispatch = ReturnType<typeof createPayoutDispatch>;
