import type { AppDb } from '@app/db/client';
import { PG_ERROR, pgErrorOf } from '@app/db/errors';
import { refundTaxLines } from '@app/shared/rules/sales-tax';
import type { TaxName } from '@app/shared/rules/sales-tax-rates';
import { type AuditActor, customerTarget, insertAudit } from '../audit/log.ts';
import { type CallHold, callHoldOf, pendingRefundMinutes } from '../credits/held-minutes.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { isRetryable, moneyTransaction } from '../credits/money-transaction.ts';
import {
  createRefundRepository,
  type RefundContext,
  type RefundRepository,
  type RefundRow,
} from './refund-repository.ts';

/**
 * Told in the transaction that completes a refund (the customer's notice, queued). It runs in a
 * savepoint: the provider has refunded already, so a notice that cannot be written must not leave the
 * refund pending; a serialization failure is the whole transaction's and goes up to be retried.
 */
export type OnRefunded = (tx: AppDb, refund: RefundRow) => Promise<void>;

/** Told in the transaction that fails a refund, and committed with it (a closure's refund is queued). */
export type OnFailed = (tx: AppDb, refund: RefundRow) => Promise<void>;

/** Why a refund cannot be opened; the service turns each into its 409 (or 404). */
export type OpenRefusal =
  | { kind: 'not-found' }
  | { kind: 'not-refundable' }
  | { kind: 'request-reused' }
  | { kind: 'over-amount'; remainingCents: number }
  | { kind: 'over-minutes'; remainingMinutes: number }
  | { kind: 'call-in-progress'; hold: CallHold };

export type OpenOutcome = { kind: 'opened' | 'replay'; context: RefundContext } | OpenRefusal;

export interface OpenInput {
  purchaseId: string;
  requestId: string;
  amountCents: number;
  minutes: number;
  note: string;
  actor: AuditActor;
}

const sameBody = (refund: RefundRow, input: OpenInput) =>
  refund.purchaseId === input.purchaseId &&
  refund.amountCents === input.amountCents &&
  refund.minutes === input.minutes &&
  refund.note === input.note;

type LockedPurchase = NonNullable<Awaited<ReturnType<RefundRepository['lockPurchase']>>>;

/**
 * Writes a refund 'pending', under the customer's and the purchase's locks, with the tax it gives back
 * per line of the purchase: in proportion to the money, never more than is left of a line (what pending
 * and completed refunds already give back, `refundedCents` in all; a failed one gave none). A staff
 * refund and an account's closure both open theirs here.
 */
export async function writePendingRefund(
  tx: AppDb,
  purchase: LockedPurchase,
  refundedCents: number,
  input: { requestId: string; amountCents: number; minutes: number; note: string; actorUserId: string },
): Promise<RefundRow> {
  if (purchase.provider === 'cashback') throw new Error('a cashback bonus has nothing to refund');
  const rows = createRefundRepository(tx);
  const byName: Partial<Record<TaxName, number>> = {};
  for (const line of await rows.liveTaxLines(purchase.id))
    byName[line.name] = (byName[line.name] ?? 0) + line.amountCents;
  const taxLines = refundTaxLines(
    purchase.taxLines,
    purchase.amountCents,
    { cents: refundedCents, byName },
    input.amountCents,
  );
  return rows.insert({
    purchaseId: purchase.id,
    customerId: purchase.customerId,
    provider: purchase.provider,
    requestId: input.requestId,
    amountCents: input.amountCents,
    taxLines,
    currency: purchase.currency,
    minutes: input.minutes,
    note: input.note,
    actorUserId: input.actorUserId,
  });
}

async function openLocked(tx: AppDb, credits: number, input: OpenInput): Promise<OpenOutcome> {
  const rows = createRefundRepository(tx);
  // Lock order of every money path: the customer row (moneyTransaction), then the purchase.
  const purchase = await rows.lockPurchase(input.purchaseId);
  if (!purchase) return { kind: 'not-found' };
  const previous = await rows.findByRequestId(input.requestId);
  if (previous) {
    if (!sameBody(previous, input)) return { kind: 'request-reused' };
    return { kind: 'replay', context: await rows.contextOf(previous) };
  }
  if (purchase.provider === 'cashback') return { kind: 'not-refundable' };
  const sofar = await rows.liveTotals(purchase.id);
  const remainingCents = purchase.amountCents - sofar.cents;
  const remainingMinutes = purchase.minutes - sofar.minutes;
  if (input.amountCents > remainingCents)
    return { kind: 'over-amount', remainingCents: Math.max(0, remainingCents) };
  if (input.minutes > remainingMinutes)
    return { kind: 'over-minutes', remainingMinutes: Math.max(0, remainingMinutes) };
  // Minutes a call in progress has reserved are not the refund's to take: the call would be talked for
  // free. Without a call, minutes already spent are a shortfall, as before. A call that starts after
  // this does not reserve the pending refund's minutes (credits/held-minutes.ts).
  const hold = await callHoldOf(tx, purchase.customerId);
  if (hold.minutes > 0) {
    const free = credits - hold.minutes - (await pendingRefundMinutes(tx, purchase.customerId));
    if (input.minutes > free) return { kind: 'call-in-progress', hold };
  }
  const refund = await writePendingRefund(tx, purchase, sofar.cents, {
    requestId: input.requestId,
    amountCents: input.amountCents,
    minutes: input.minutes,
    note: input.note,
    actorUserId: input.actor.userId,
  });
  // The staff action's one audit row, with the refund it opens. What the provider answers later (here,
  // or through the reconciliation job) is the refund's own status, not a second staff action.
  await insertAudit(tx, {
    actor: input.actor,
    action: 'refund.create',
    target: customerTarget(purchase.customerId),
    before: { refundedCents: sofar.cents, refundedMinutes: sofar.minutes },
    after: {
      refundId: refund.id,
      purchaseId: purchase.id,
      amountCents: refund.amountCents,
      minutes: refund.minutes,
    },
    reason: input.note,
  });
  return { kind: 'opened', context: await rows.contextOf(refund) };
}

/**
 * A refund's money steps, each one transaction under the customer's lock (moneyTransaction); the
 * provider is asked between them, never inside one (refund-service.ts).
 */
export function createRefundSettlement(db: AppDb) {
  return {
    /**
     * Step one, before the provider is asked: under the customer's and the purchase's locks, answers a
     * replay of the requestId, checks what remains refundable and writes the refund 'pending' with its
     * audit row. Two refunds of one purchase queue on the purchase row, so they cannot both fit.
     */
    async open(customerId: string, input: OpenInput): Promise<OpenOutcome> {
      try {
        return await moneyTransaction(db, customerId, (tx, customer) =>
          openLocked(tx, customer.credits, input),
        );
      } catch (error) {
        // The same requestId on another customer's purchase, at the same instant: the unique key held.
        if (pgErrorOf(error)?.code === PG_ERROR.uniqueViolation) return { kind: 'request-reused' };
        throw error;
      }
    },

    /**
     * Step three, the provider said yes: takes the minutes back through the ledger (never below zero,
     * the rest recorded as the shortfall) and marks the order refunded once the whole amount is. A refund
     * already settled is answered as it is.
     */
    complete(
      refund: RefundRow,
      providerRefundId: string,
      now: Date,
      onRefunded?: OnRefunded,
      log?: { error(details: object, message: string): void },
    ): Promise<RefundRow> {
      return moneyTransaction(db, refund.customerId, async (tx) => {
        const rows = createRefundRepository(tx);
        // Settled exactly once: the refund is locked and answered as it is if no longer pending.
        const current = await rows.lock(refund.id);
        if (current.status !== 'pending') return current;
        let taken = 0;
        let shortfall = 0;
        if (current.minutes > 0) {
          const entry = await applyLedgerEntry(tx, {
            customerId: current.customerId,
            kind: 'refund',
            delta: -current.minutes,
            reference: current.id,
            note: `refund of ${current.amountCents} cents: ${current.note}`,
            onShortfall: 'clamp',
          });
          taken = -entry.delta;
          shortfall = entry.shortfall;
        }
        const done = await rows.update(current.id, {
          status: 'completed',
          minutesTaken: taken,
          shortfallMinutes: shortfall,
          completedAt: now,
          providerRefundId,
        });
        const purchase = await rows.purchaseAmount(current.purchaseId);
        const refundedCents = await rows.completedCents(current.purchaseId);
        if (purchase?.paymentOrderId && refundedCents >= purchase.amountCents) {
          await rows.markOrderRefunded(purchase.paymentOrderId, now);
        }
        if (onRefunded) {
          try {
            await tx.transaction(async (sp) => onRefunded(sp as unknown as AppDb, done));
          } catch (error) {
            if (isRetryable(error)) throw error;
            log?.error({ err: error, refundId: done.id }, 'refund notice not queued; the refund stands');
          }
        }
        return done;
      });
    },

    /**
     * The provider refused: the refund fails with the reason, nothing is taken, the amount is free again.
     * `onFailed` runs in the same transaction (a closure's refund is then queued for staff).
     */
    fail(refund: RefundRow, reason: string, onFailed?: OnFailed): Promise<RefundRow> {
      return moneyTransaction(db, refund.customerId, async (tx) => {
        const rows = createRefundRepository(tx);
        const current = await rows.lock(refund.id);
        if (current.status !== 'pending') return current;
        const failed = await rows.update(current.id, { status: 'failed', failureReason: reason });
        await onFailed?.(tx, failed);
        return failed;
      });
    },
  };
}
