import type { AppDb } from '@app/db/client';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage } from '@app/shared/rules/language';
import { formatCad } from '@app/shared/rules/money';
import { refundableOf } from '@app/shared/rules/refund';
import type { StaffRefund, StaffRefundBody, StaffRefundResult } from '@app/shared/schemas/staff-refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { GigadatClient } from '../../adapters/gigadat.ts';
import { GigadatError } from '../../adapters/gigadat.ts';
import { type PayPalClient, PayPalError } from '../../adapters/paypal.ts';
import { AppError } from '../../app-error.ts';
import { textNumberOf } from '../accounts/text-number.ts';
import type { AuditActor } from '../audit/log.ts';
import { callInProgressError } from '../credits/held-minutes.ts';
import { type MessageSender, type QueuedMessage, queueMessage } from '../messages/message-jobs.ts';
import { queueRefusedClosureRefund } from './closure-queue.ts';
import { type RefundNoticeInput, refundNoticeEmail, refundNoticeSms } from './refund-notice.ts';
import { createRefundRepository, type RefundContext, type RefundRow } from './refund-repository.ts';
import { createRefundSettlement, type OpenRefusal } from './refund-settlement.ts';

/** A refund still pending this long after it was opened lost its provider's answer: reconciliation asks again. */
export const REFUND_STALE_MS = 2 * 60_000;

/** What the provider said: yes, no (with a reason staff can read), or nothing we can trust yet. */
export type ProviderVerdict =
  | { kind: 'completed'; providerRefundId: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown' };

export interface RefundReconciliation {
  completed: number;
  failed: number;
  pending: number;
  errors: number;
}

export function toStaffRefund(row: RefundRow): StaffRefund {
  return {
    id: row.id,
    purchaseId: row.purchaseId,
    amountCents: row.amountCents,
    minutes: row.minutes,
    minutesTaken: row.minutesTaken,
    shortfallMinutes: row.shortfallMinutes,
    status: row.status,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/**
 * The customer page's purchases with their refunds and what was refunded so far (pending and completed
 * count; a failed refund gave its amount back).
 */
export function withRefunds<P extends { purchaseId: string | null }>(purchases: P[], rows: RefundRow[]) {
  return purchases.map((purchase) => {
    const mine = purchase.purchaseId ? rows.filter((row) => row.purchaseId === purchase.purchaseId) : [];
    const sofar = refundableOf({ paidCents: 0, minutes: 0 }, mine);
    return {
      ...purchase,
      refundedCents: sofar.refundedCents,
      refundedMinutes: sofar.refundedMinutes,
      refunds: mine.map(toStaffRefund),
    };
  });
}

function refusal(outcome: OpenRefusal): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return new AppError(404, 'NOT_FOUND', 'No purchase with this id.');
    case 'not-refundable':
      return new AppError(
        409,
        'NOT_REFUNDABLE',
        'This is a cashback bonus: nothing was paid for it, so there is nothing to refund.',
      );
    case 'request-reused':
      return new AppError(
        409,
        'REQUEST_REUSED',
        'This refund form was already sent with other figures. Close it and open a new one.',
      );
    case 'over-amount':
      return new AppError(
        409,
        'OVER_REFUND',
        `At most ${formatCad(outcome.remainingCents)} is left to refund on this purchase.`,
      );
    case 'over-minutes':
      return new AppError(
        409,
        'MINUTES_OVER',
        `At most ${outcome.remainingMinutes} minutes of this purchase are left to take back.`,
      );
    case 'call-in-progress':
      return callInProgressError(outcome.hold, new Date());
  }
}

/** A 4xx about the refund itself is a refusal; credentials, limits, 5xx and network errors are not. */
const isRefusal = (status: number) =>
  status >= 400 && status < 500 && ![401, 403, 408, 409, 429].includes(status);

export interface RefundServiceDeps {
  db: AppDb;
  paypal: PayPalClient | undefined;
  gigadat: GigadatClient | undefined;
  log: FastifyBaseLogger;
  /** A delivery pass once a refund's notice is queued (the durable message queue). */
  messages?: Pick<MessageSender, 'kick'>;
  /** Where a notice is queued (the durable queue; unit tests pass their own). */
  enqueue?: (tx: AppDb, message: QueuedMessage) => Promise<boolean>;
  now?: () => Date;
}

/**
 * Refunds through the provider that took the money: open the refund under the purchase's
 * lock, ask the provider with the refund's id as its idempotency key, then settle it in one money
 * transaction. A lost answer leaves it pending for `reconcile`, which asks again with the same key.
 */
export function createRefundService({
  db,
  paypal,
  gigadat,
  log,
  messages,
  enqueue = queueMessage,
  now = () => new Date(),
}: RefundServiceDeps) {
  const repository = createRefundRepository(db);
  const settlement = createRefundSettlement(db);
  /**
   * The customer hears of the refund in the transaction that takes the minutes back: an e-mail in their
   * language, and a text too when they chose text receipts for their calls. Keyed by the refund, so a
   * replay, the reconciliation job or a second instance settling it queues nothing twice.
   */
  async function queueNotice(tx: AppDb, refund: RefundRow): Promise<void> {
    const facts = await createRefundRepository(tx).noticeFacts(refund);
    if (!facts) return;
    const notice: RefundNoticeInput = {
      language: isLanguage(facts.language) ? facts.language : 'en',
      customerName: shownCustomerName(facts.name, facts.email),
      email: facts.email,
      amountCents: refund.amountCents,
      minutesTaken: refund.minutesTaken ?? 0,
      balanceAfter: facts.credits,
      reason: refund.note,
      purchaseDate: facts.purchaseDate,
      bundleId: facts.bundleId,
      bundleName: facts.bundleName,
      orderId: facts.orderId,
    };
    const mail = refundNoticeEmail(notice);
    await enqueue(tx, {
      key: `refund:${refund.id}`,
      channel: 'email',
      to: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
    });
    if (facts.callReceipts !== 'sms') return;
    const phone = await textNumberOf(tx, refund.customerId);
    if (phone) {
      await enqueue(tx, {
        key: `refund-sms:${refund.id}`,
        channel: 'sms',
        to: phone,
        body: refundNoticeSms(notice),
      });
    }
  }

  async function askPayPal(context: RefundContext): Promise<ProviderVerdict> {
    if (!paypal) return { kind: 'unknown' };
    let captureId = context.captureId;
    if (!captureId) {
      // An order captured before capture ids were kept: PayPal's order details name it.
      captureId = (await paypal.getOrder(context.providerOrderId)).captureId;
      if (!captureId) return { kind: 'refused', reason: 'PayPal has no captured payment for this order.' };
      if (context.paymentOrderId) await repository.setCaptureId(context.paymentOrderId, captureId);
    }
    const refund = await paypal.refundCapture(captureId, {
      amountCents: context.refund.amountCents,
      requestId: context.refund.id,
      invoiceId: context.refund.id,
    });
    if (refund.status === 'COMPLETED') return { kind: 'completed', providerRefundId: refund.id };
    if (refund.status === 'FAILED' || refund.status === 'CANCELLED')
      return { kind: 'refused', reason: `PayPal marked the refund ${refund.status.toLowerCase()}.` };
    return { kind: 'unknown' };
  }

  async function askGigadat(context: RefundContext): Promise<ProviderVerdict> {
    if (!gigadat) return { kind: 'unknown' };
    const answer = await gigadat.refundTransaction(context.providerOrderId, {
      refundId: context.refund.id,
      amountCents: context.refund.amountCents,
    });
    if (answer.status === 'STATUS_SUCCESS')
      return { kind: 'completed', providerRefundId: answer.providerRefundId };
    if (answer.status === 'STATUS_PENDING' || answer.status === 'STATUS_INITED') return { kind: 'unknown' };
    return { kind: 'refused', reason: `Gigadat answered ${answer.status || 'without a status'}.` };
  }

  async function ask(context: RefundContext): Promise<ProviderVerdict> {
    try {
      return context.refund.provider === 'paypal' ? await askPayPal(context) : await askGigadat(context);
    } catch (error) {
      const status = error instanceof PayPalError || error instanceof GigadatError ? error.status : 0;
      if (isRefusal(status)) {
        const reason =
          error instanceof PayPalError
            ? `PayPal declined it (${error.issue ?? `status ${status}`}).`
            : (error as Error).message;
        return { kind: 'refused', reason };
      }
      log.warn(
        { err: error, refundId: context.refund.id },
        'refund: no answer from the provider; left pending',
      );
      return { kind: 'unknown' };
    }
  }

  /** Asks the provider and settles the refund by its answer; exactly once, whoever calls it. */
  async function settle(context: RefundContext): Promise<RefundRow> {
    const verdict = await ask(context);
    if (verdict.kind === 'completed') {
      const done = await settlement.complete(
        context.refund,
        verdict.providerRefundId,
        now(),
        queueNotice,
        log,
      );
      messages?.kick();
      return done;
    }
    // A closed account's refund the provider refuses waits for staff, queued with the failure.
    if (verdict.kind === 'refused')
      return settlement.fail(context.refund, verdict.reason, queueRefusedClosureRefund);
    return context.refund;
  }

  return {
    /** Asks the provider about a refund opened elsewhere (an account's closure) and settles it. */
    settle,

    async create(actor: AuditActor, purchaseId: string, body: StaffRefundBody): Promise<StaffRefundResult> {
      const customerId = await repository.purchaseCustomer(purchaseId);
      if (!customerId) throw refusal({ kind: 'not-found' });
      const opened = await settlement.open(customerId, {
        purchaseId,
        requestId: body.requestId,
        amountCents: body.amountCents,
        minutes: body.minutes,
        note: body.note.trim(),
        actor,
      });
      if (!('context' in opened)) throw refusal(opened);
      const { context } = opened;
      // A replay of a settled refund answers it as it is; one still pending is asked about again with the
      // same key (the provider answers the refund it made, if any).
      const refund = context.refund.status === 'pending' ? await settle(context) : context.refund;
      if (refund.status === 'failed') {
        throw new AppError(
          502,
          'PROVIDER_REFUSED',
          `${refund.provider === 'paypal' ? 'PayPal' : 'Gigadat'} refused the refund, so nothing was refunded and no minutes were taken. ${refund.failureReason ?? ''}`.trim(),
          { expose: true },
        );
      }
      return { refund: toStaffRefund(refund), balance: await repository.balance(customerId) };
    },

    /** The reconciliation job: refunds whose provider answer was lost, asked again with the same key. */
    async reconcile(at: Date): Promise<RefundReconciliation> {
      const result: RefundReconciliation = { completed: 0, failed: 0, pending: 0, errors: 0 };
      const stale = await repository.stalePending(new Date(at.getTime() - REFUND_STALE_MS), 50);
      for (const context of stale) {
        try {
          const settled = await settle(context);
          result[
            settled.status === 'completed' ? 'completed' : settled.status === 'failed' ? 'failed' : 'pending'
          ] += 1;
        } catch (error) {
          result.errors += 1;
          log.error(
            { err: error, refundId: context.refund.id },
            'refund reconciliation failed; retried later',
          );
        }
      }
      return result;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
