import type { AppDb } from '@app/db/client';
import { PG_ERROR, pgErrorOf } from '@app/db/errors';
import { customers, paymentOrders, purchases, refunds } from '@app/db/schema';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type AuditActor, customerTarget, insertAudit } from '../audit/log.ts';
import { type CallHold, callHoldOf, pendingRefundMinutes } from '../credits/held-minutes.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { isRetryable, moneyTransaction } from '../credits/money-transaction.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Told in the transaction that completes a refund (the customer's notice, queued). It runs in a
 * savepoint: the provider has refunded already, so a notice that cannot be written must not leave the
 * refund pending; a serialization failure is the whole transaction's and goes up to be retried.
 */
export type OnRefunded = (tx: AppDb, refund: RefundRow) => Promise<void>;

/** What the customer's notice of a completed refund says beside the refund itself. */
export interface RefundNoticeFacts {
  name: string;
  email: string;
  language: string;
  callReceipts: string;
  credits: number;
  purchaseDate: Date;
  bundleId: string | null;
  bundleName: string;
  orderId: string;
}

/** What the provider needs to hear about, beside the refund itself. */
export interface RefundContext {
  refund: RefundRow;
  paymentOrderId: string | null;
  providerOrderId: string;
  captureId: string | null;
}

/** Why a refund cannot be opened; the service turns each into its 409 (or 404). */
export type OpenRefusal =
  | { kind: 'not-found' }
  | { kind: 'not-refundable' }
  | { kind: 'request-reused' }
  | { kind: 'over-amount'; remainingCents: number }
  | { kind: 'over-minutes'; remainingMinutes: number }
  | { kind: 'call-in-progress'; hold: CallHold };

export type OpenOutcome = { kind: 'opened' | 'replay'; context: RefundContext } | OpenRefusal;

const LIVE = ['pending', 'completed'] as const;

async function contextOf(tx: AppDb, refund: RefundRow): Promise<RefundContext> {
  const [row] = await tx
    .select({
      paymentOrderId: purchases.paymentOrderId,
      providerOrderId: purchases.orderId,
      captureId: paymentOrders.providerCaptureId,
    })
    .from(purchases)
    .leftJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
    .where(eq(purchases.id, refund.purchaseId));
  if (!row) throw new Error(`refund ${refund.id} has no purchase`);
  return { refund, ...row };
}

const sameBody = (refund: RefundRow, input: OpenInput) =>
  refund.purchaseId === input.purchaseId &&
  refund.amountCents === input.amountCents &&
  refund.minutes === input.minutes &&
  refund.note === input.note;

export interface OpenInput {
  purchaseId: string;
  requestId: string;
  amountCents: number;
  minutes: number;
  note: string;
  actor: AuditActor;
}

export function createRefundRepository(db: AppDb) {
  async function purchaseCustomer(purchaseId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ customerId: purchases.customerId })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    return row?.customerId;
  }

  async function openLocked(tx: AppDb, credits: number, input: OpenInput): Promise<OpenOutcome> {
    // Lock order of every money path: the customer row (moneyTransaction), then the purchase.
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, input.purchaseId))
      .for('update');
    if (!purchase) return { kind: 'not-found' };
    const [previous] = await tx.select().from(refunds).where(eq(refunds.requestId, input.requestId));
    if (previous) {
      if (!sameBody(previous, input)) return { kind: 'request-reused' };
      return { kind: 'replay', context: await contextOf(tx, previous) };
    }
    if (purchase.provider === 'cashback') return { kind: 'not-refundable' };
    const [sofar] = await tx
      .select({
        cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
        minutes: sql<number>`coalesce(sum(${refunds.minutes}), 0)::int`,
      })
      .from(refunds)
      .where(and(eq(refunds.purchaseId, purchase.id), inArray(refunds.status, [...LIVE])));
    const remainingCents = purchase.amountCents - (sofar?.cents ?? 0);
    const remainingMinutes = purchase.minutes - (sofar?.minutes ?? 0);
    if (input.amountCents > remainingCents)
      return { kind: 'over-amount', remainingCents: Math.max(0, remainingCents) };
    if (input.minutes > remainingMinutes)
      return { kind: 'over-minutes', remainingMinutes: Math.max(0, remainingMinutes) };
    // Minutes a call in progress has reserved are not the refund's to take: the call would be talked for
    // free. Without a call, minutes already spent are a shortfall, as before. A call that starts after
    // this does not reserve the pending refund's minutes (heldMinutes in calls/call-repository.ts).
    const hold = await callHoldOf(tx, purchase.customerId);
    if (hold.minutes > 0) {
      const free = credits - hold.minutes - (await pendingRefundMinutes(tx, purchase.customerId));
      if (input.minutes > free) return { kind: 'call-in-progress', hold };
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        purchaseId: purchase.id,
        customerId: purchase.customerId,
        provider: purchase.provider,
        requestId: input.requestId,
        amountCents: input.amountCents,
        currency: purchase.currency,
        minutes: input.minutes,
        note: input.note,
        actorUserId: input.actor.userId,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    // The staff action's one audit row, with the refund it opens. What the provider answers later (here,
    // or through the reconciliation job) is the refund's own status, not a second staff action.
    await insertAudit(tx, {
      actor: input.actor,
      action: 'refund.create',
      target: customerTarget(purchase.customerId),
      before: { refundedCents: sofar?.cents ?? 0, refundedMinutes: sofar?.minutes ?? 0 },
      after: {
        refundId: refund.id,
        purchaseId: purchase.id,
        amountCents: refund.amountCents,
        minutes: refund.minutes,
      },
      reason: input.note,
    });
    return { kind: 'opened', context: await contextOf(tx, refund) };
  }

  /** Locks the refund and answers it if it is no longer pending: it is settled exactly once. */
  async function lockPending(tx: AppDb, refundId: string) {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund) throw new Error(`no refund ${refundId}`);
    return refund;
  }

  return {
    purchaseCustomer,

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
        const current = await lockPending(tx, refund.id);
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
        const [done] = await tx
          .update(refunds)
          .set({
            status: 'completed',
            minutesTaken: taken,
            shortfallMinutes: shortfall,
            completedAt: now,
            providerRefundId,
          })
          .where(eq(refunds.id, current.id))
          .returning();
        if (!done) throw new Error('refund update returned nothing');
        const [purchase] = await tx
          .select({ amountCents: purchases.amountCents, paymentOrderId: purchases.paymentOrderId })
          .from(purchases)
          .where(eq(purchases.id, current.purchaseId));
        const [refunded] = await tx
          .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
          .from(refunds)
          .where(and(eq(refunds.purchaseId, current.purchaseId), eq(refunds.status, 'completed')));
        if (purchase?.paymentOrderId && (refunded?.cents ?? 0) >= purchase.amountCents) {
          await tx
            .update(paymentOrders)
            .set({ status: 'refunded', updatedAt: now })
            .where(eq(paymentOrders.id, purchase.paymentOrderId));
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

    /** The customer and purchase of a refund, read in the transaction that completes it. */
    async noticeFacts(tx: AppDb, refund: RefundRow): Promise<RefundNoticeFacts | undefined> {
      const [row] = await tx
        .select({
          name: customers.name,
          email: customers.email,
          language: customers.language,
          callReceipts: customers.callReceipts,
          credits: customers.credits,
          purchaseDate: purchases.purchaseDate,
          bundleId: purchases.bundleId,
          bundleName: purchases.bundleName,
          orderId: purchases.orderId,
        })
        .from(purchases)
        .innerJoin(customers, eq(customers.id, purchases.customerId))
        .where(eq(purchases.id, refund.purchaseId));
      return row;
    },

    /** The provider refused: the refund fails with the reason, nothing is taken, the amount is free again. */
    fail(refund: RefundRow, reason: string): Promise<RefundRow> {
      return moneyTransaction(db, refund.customerId, async (tx) => {
        const current = await lockPending(tx, refund.id);
        if (current.status !== 'pending') return current;
        const [failed] = await tx
          .update(refunds)
          .set({ status: 'failed', failureReason: reason })
          .where(eq(refunds.id, current.id))
          .returning();
        if (!failed) throw new Error('refund update returned nothing');
        return failed;
      });
    },

    /** Keeps PayPal's capture id read from an older order's details. */
    async setCaptureId(paymentOrderId: string, captureId: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ providerCaptureId: captureId })
        .where(eq(paymentOrders.id, paymentOrderId));
    },

    async balance(customerId: string): Promise<number> {
      const [row] = await db
        .select({ credits: customers.credits })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.credits ?? 0;
    },

    /** Refunds still pending that were opened before `before` (their answer was lost), oldest first. */
    async stalePending(before: Date, limit: number): Promise<RefundContext[]> {
      const rows = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
      return Promise.all(rows.map((row) => contextOf(db, row)));
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
