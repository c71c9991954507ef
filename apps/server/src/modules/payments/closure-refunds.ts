import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { messagesIn } from '@app/shared/messages/catalogue';
import {
  type ClosurePlan,
  type ClosurePurchase,
  type ClosureRefundLine,
  closureRefundsByProvider,
  planClosureRefund,
} from '@app/shared/rules/closure-refund';
import { isLanguage, type Language } from '@app/shared/rules/language';
import type { AccountClosure } from '@app/shared/schemas/account-closure';
import type { FastifyBaseLogger } from 'fastify';
import { insertCustomerAudit } from '../audit/log.ts';
import { type CallHold, callHoldOf, pendingRefundMinutes } from '../credits/held-minutes.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { auditQueuedClosureRefund } from './closure-queue.ts';
import { createClosureRefundRepository } from './closure-refund-repository.ts';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';
import type { RefundService } from './refund-service.ts';
import { writePendingRefund } from './refund-settlement.ts';

type PlanRow = Awaited<
  ReturnType<ReturnType<typeof createClosureRefundRepository>['purchasesToPlan']>
>[number];

/** What closing did with the money, for the confirmation e-mail. */
export interface ClosureSummary {
  plan: ClosurePlan;
  /** What went back through each provider (refunded, or still to be confirmed), PayPal first. */
  refunds: ReturnType<typeof closureRefundsByProvider>;
  /** What no provider refunded here: it waits for staff. */
  queuedCents: number;
}

export type ClosureOutcome =
  | ({ kind: 'closed' } & ClosureSummary)
  | { kind: 'not-open' }
  | { kind: 'call-in-progress'; hold: CallHold };

export interface CloseInput {
  /** The request's address, for the audit row. */
  clientIp: string | null;
  /**
   * Closes the account in the transaction that opens its refunds (the accounts module's soft delete);
   * false when it was closed already, which then changes nothing.
   */
  closeAccount: (tx: AppDb) => Promise<boolean>;
}

const planned = (rows: PlanRow[]): ClosurePurchase[] =>
  rows.flatMap((row) =>
    row.provider === 'cashback'
      ? []
      : [
          {
            purchaseId: row.purchaseId,
            provider: row.provider,
            purchaseDate: row.purchaseDate,
            paidMinutes: row.paidMinutes,
            amountCents: row.amountCents,
            refundedCents: row.refundedCents,
            refundedMinutes: row.refundedMinutes,
          },
        ],
  );

/** What the customer's balance and purchases would refund on closing now, read in `tx`. */
async function planOf(tx: AppDb, customerId: string, credits: number) {
  const rows = await createClosureRefundRepository(tx).purchasesToPlan(customerId);
  const balance = Math.max(0, credits - (await pendingRefundMinutes(tx, customerId)));
  return { rows, balance, plan: planClosureRefund(balance, planned(rows)) };
}

/** A closure refund as the closing's audit row lists it. */
interface AuditLine {
  closureRefundId: string;
  purchaseId: string;
  refundId?: string;
  minutes: number;
  amountCents: number;
  queued?: true;
}

/**
 * One purchase's closure refund, in the closing transaction: its refund opened ('pending', asked of the
 * provider once the transaction commits), or queued for staff with its audit row when no provider here
 * can make it. The closure row's id is the refund's request id: one refund per purchase and closure.
 */
async function openLine(
  tx: AppDb,
  customerId: string,
  line: ClosureRefundLine,
  context: { note: string; at: Date; providers: Record<ClosureRefundLine['provider'], boolean> },
): Promise<{ refund?: RefundRow; audit: AuditLine }> {
  const rows = createClosureRefundRepository(tx);
  const refundRows = createRefundRepository(tx);
  // Lock order of every money path: the customer (held by the caller), then the purchase.
  const purchase = await refundRows.lockPurchase(line.purchaseId);
  if (!purchase) throw new Error(`purchase ${line.purchaseId} vanished while closing`);
  const id = randomUUID();
  const figures = { minutes: line.minutes, amountCents: line.amountCents };
  const row = { id, customerId, purchaseId: purchase.id, provider: line.provider, ...figures };
  const audit: AuditLine = { closureRefundId: id, purchaseId: purchase.id, ...figures };
  if (!context.providers[line.provider]) {
    const queued = await rows.insert({
      ...row,
      status: 'queued',
      queueReason: 'provider_not_configured',
      queuedAt: context.at,
    });
    await auditQueuedClosureRefund(tx, queued);
    return { audit: { ...audit, queued: true } };
  }
  const sofar = await refundRows.liveTotals(purchase.id);
  const refund = await writePendingRefund(tx, purchase, sofar.cents, {
    requestId: id,
    ...figures,
    note: context.note,
    actorUserId: customerId,
  });
  await rows.insert({ ...row, status: 'opened', refundId: refund.id });
  return { refund, audit: { ...audit, refundId: refund.id } };
}

/**
 * Closing an account with paid minutes left: the unused paid balance goes back to the method that paid
 * it, newest purchases first, through the refunds staff use (refund-settlement.ts). The refunds are
 * written and the account closed in one money transaction (the customer row first), so a retried or
 * concurrent close finds the account closed and refunds nothing twice; the providers are asked after it
 * commits. A refund no provider here can make, or one a provider refuses, waits for staff
 * (closure-queue.ts). Closing is refused while a call holds minutes: they are being talked.
 */
export function createClosureRefunds(deps: {
  db: AppDb;
  refunds: Pick<RefundService, 'settle'>;
  /** Which providers this server can refund through (a provider not configured here cannot). */
  providers: { paypal: boolean; interac: boolean };
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, refunds, providers, log, now = () => new Date() } = deps;

  /** Each refund asked of its provider in turn; one that fails here is left to the reconciliation job. */
  async function settleAll(opened: RefundRow[]): Promise<RefundRow[]> {
    const settled: RefundRow[] = [];
    for (const refund of opened) {
      try {
        settled.push(await refunds.settle(await createRefundRepository(db).contextOf(refund)));
      } catch (error) {
        log.error(
          { err: error, refundId: refund.id },
          'closure refund not settled; reconciliation retries it',
        );
        settled.push(refund);
      }
    }
    return settled;
  }

  return {
    /** What closing now would refund and lose; undefined without such a customer. */
    async preview(customerId: string): Promise<AccountClosure | undefined> {
      const customer = await createClosureRefundRepository(db).customer(customerId);
      if (!customer) return undefined;
      const credits = await createRefundRepository(db).balance(customerId);
      const { rows, balance, plan } = await planOf(db, customerId, credits);
      const hold = await callHoldOf(db, customerId);
      const byId = new Map(rows.map((row) => [row.purchaseId, row]));
      return {
        balance,
        paidMinutes: plan.paidMinutes,
        amountCents: plan.amountCents,
        lostMinutes: plan.lostMinutes,
        refunds: closureRefundsByProvider(plan),
        purchases: plan.lines.flatMap((line) => {
          const row = byId.get(line.purchaseId);
          if (!row) return [];
          return [
            {
              purchaseId: line.purchaseId,
              provider: line.provider,
              purchaseDate: row.purchaseDate.toISOString(),
              bundleId: row.bundleId,
              bundleName: row.bundleName,
              minutes: line.minutes,
              amountCents: line.amountCents,
            },
          ];
        }),
        callInProgress: hold.minutes > 0,
      };
    },

    async close(customerId: string, input: CloseInput): Promise<ClosureOutcome> {
      const at = now();
      const opened = await moneyTransaction(db, customerId, async (tx, locked) => {
        const hold = await callHoldOf(tx, customerId);
        if (hold.minutes > 0) return { kind: 'call-in-progress', hold } as const;
        const rows = createClosureRefundRepository(tx);
        const customer = await rows.customer(customerId);
        if (!customer || customer.deletedAt || !(await input.closeAccount(tx))) {
          return { kind: 'not-open' } as const;
        }
        const language: Language = isLanguage(customer.language) ? customer.language : 'en';
        const note = messagesIn(language).deletion.closure.refundNote;
        const { plan } = await planOf(tx, customerId, locked.credits);
        const refundsOpened: RefundRow[] = [];
        const lines: AuditLine[] = [];
        for (const line of plan.lines) {
          const opened = await openLine(tx, customerId, line, { note, at, providers });
          if (opened.refund) refundsOpened.push(opened.refund);
          lines.push(opened.audit);
        }
        const queuedCents = lines.reduce((sum, line) => sum + (line.queued ? line.amountCents : 0), 0);
        await insertCustomerAudit(tx, {
          customer: { id: customerId, email: customer.email },
          action: 'customer.close_account',
          before: { credits: locked.credits },
          after: {
            deleted: true,
            paidMinutes: plan.paidMinutes,
            amountCents: plan.amountCents,
            lostMinutes: plan.lostMinutes,
            refunds: lines,
          },
          reason: null,
          clientIp: input.clientIp,
        });
        return { kind: 'opened', plan, refundsOpened, queuedCents } as const;
      });
      if (opened.kind !== 'opened') return opened;
      const settled = await settleAll(opened.refundsOpened);
      // A refused refund was queued for staff as it failed (refund-service.ts): it is theirs now.
      const refused = settled.filter((refund) => refund.status === 'failed');
      const sent = settled
        .filter((refund) => refund.status !== 'failed')
        .map((refund) => ({
          provider: refund.provider,
          minutes: refund.minutes,
          amountCents: refund.amountCents,
        }));
      return {
        kind: 'closed',
        plan: opened.plan,
        refunds: closureRefundsByProvider({ lines: sent }),
        queuedCents: opened.queuedCents + refused.reduce((sum, refund) => sum + refund.amountCents, 0),
      };
    },
  };
}

export type ClosureRefunds = ReturnType<typeof createClosureRefunds>;
