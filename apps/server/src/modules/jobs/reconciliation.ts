import type { AppDb } from '@app/db/client';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { CallReconciler, CallReconciliation } from '../calls/reconcile-calls.ts';
import type { PaymentReconciler, PaymentReconciliation } from '../payments/reconcile-payments.ts';
import type { RefundReconciliation, RefundService } from '../payments/refund-service.ts';
import type { PayoutReconciliation } from '../payouts/dispatch.ts';
import type { SavedPaypalReconciliation } from '../saved-paypal/index.ts';
import { minuteSlot, pruneJobRuns, runOnce } from './job-runs.ts';
import { createJobsRepository } from './repository.ts';

export interface ReconciliationResult {
  payments: PaymentReconciliation;
  calls: CallReconciliation;
  /** Refunds whose provider answer was lost, finished with the same idempotency key. */
  refunds?: RefundReconciliation;
  /** Advisors' payout batches: sent when left 'created', settled from the provider when 'sent'. */
  payouts?: PayoutReconciliation;
  /** Saved PayPal accounts the customer removed whose deletion at PayPal was not confirmed. */
  savedPaypal?: SavedPaypalReconciliation;
}

export const RECONCILIATION_JOB = 'reconcile';

/** Told after every pass (metrics): what it fixed, or that it failed. Must not throw. */
export interface ReconciliationObserver {
  passed(result: ReconciliationResult): void;
  failed(): void;
}

/**
 * One reconciliation pass: payments left open, then calls left open, refunds, advisors' payouts, removed
 * saved PayPal accounts, then old bookkeeping (job runs, webhook receipts). Each part only claims rows
 * nobody else holds, so a pass can overlap another.
 */
export function createReconciliation(deps: {
  db: AppDb;
  payments: PaymentReconciler;
  calls: CallReconciler;
  refunds?: Pick<RefundService, 'reconcile'>;
  payouts?: { run(now: Date): Promise<PayoutReconciliation> };
  savedPaypal?: { retryRemovals(): Promise<SavedPaypalReconciliation> };
  observer?: ReconciliationObserver;
}) {
  async function pass(now: Date): Promise<ReconciliationResult> {
    const payments = await deps.payments.run(now);
    const calls = await deps.calls.run(now);
    const refunds = deps.refunds ? await deps.refunds.reconcile(now) : undefined;
    const payouts = deps.payouts ? await deps.payouts.run(now) : undefined;
    const savedPaypal = deps.savedPaypal ? await deps.savedPaypal.retryRemovals() : undefined;
    await pruneJobRuns(deps.db, now);
    // Twilio retries a callback within minutes; a day of receipts is plenty.
    await createJobsRepository(deps.db).deleteWebhookReceiptsBefore(new Date(now.getTime() - 86_400_000));
    return {
      payments,
      calls,
      ...(refunds ? { refunds } : {}),
      ...(payouts ? { payouts } : {}),
      ...(savedPaypal ? { savedPaypal } : {}),
    };
  }

  return {
    async run(now: Date): Promise<ReconciliationResult> {
      let result: ReconciliationResult;
      try {
        result = await pass(now);
      } catch (error) {
        deps.observer?.failed();
        throw error;
      }
      deps.observer?.passed(result);
      return result;
    },
    /** The scheduled form: once per minute slot across every instance (job_runs' key). */
    runForSlot(now: Date): Promise<ReconciliationResult | undefined> {
      return runOnce(deps.db, RECONCILIATION_JOB, minuteSlot(now), () => this.run(now));
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;

/** Every instance schedules it every minute; the slot's key lets one of them run it. */
export function scheduleReconciliation(app: FastifyInstance, reconciliation: Reconciliation): void {
  const job = new Cron('0 * * * * *', { protect: true }, async () => {
    try {
      const result = await reconciliation.runForSlot(new Date());
      const payouts = result?.payouts;
      const moved = payouts ? payouts.sent + payouts.paid + payouts.returned + payouts.errors : 0;
      if (
        result &&
        (result.payments.credited + result.calls.settled + moved > 0 || result.payments.errors > 0)
      ) {
        app.log.info(result, 'reconciliation pass');
      }
    } catch (error) {
      app.log.error({ err: error }, 'reconciliation pass failed; the next minute tries again');
    }
  });
  app.addHook('onClose', async () => {
    job.stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reconciliation pass (scheduled every minute outside tests; tests and the CLI run it directly). */
    reconciliation: Reconciliation;
  }
}
