import type { FastifyBaseLogger } from 'fastify';
import type { InteracService } from './interac-service.ts';
import type { PaymentOrders } from './payment-orders.ts';
import type { PayPalService, ReconcileOutcome } from './paypal-service.ts';
import type { TopUps } from './top-ups.ts';

/** An order still open this long after creation is asked about; a browser normally settles it in seconds. */
export const PAYMENT_STALE_MS = 5 * 60_000;

export type PaymentReconciliation = Record<ReconcileOutcome, number> & { errors: number };

/**
 * Finds payment orders left open (a capture answer lost to a crash or a timeout, a postback that never
 * came, a tab closed after approving) and settles each from the provider's own record, through the same
 * idempotent crediting as the browser and the webhooks, so a late answer from either changes nothing.
 */
export function createPaymentReconciler(deps: {
  orders: PaymentOrders;
  paypal: PayPalService | undefined;
  interac: InteracService | undefined;
  /** Top-ups' orders are settled by the top-ups' own reconciliation (asked again with the same request id). */
  topUps?: Pick<TopUps, 'owns' | 'reconcile'> | undefined;
  log: FastifyBaseLogger;
}) {
  const { orders, log } = deps;
  return {
    async run(now: Date): Promise<PaymentReconciliation> {
      const outcome: PaymentReconciliation = { credited: 0, failed: 0, pending: 0, errors: 0 };
      const stale = await orders.claimStale({
        now,
        staleMs: PAYMENT_STALE_MS,
        claimMs: 2 * 60_000,
        limit: 50,
      });
      for (const order of stale) {
        const provider = order.provider === 'paypal' ? deps.paypal : deps.interac;
        if (!provider || (order.provider === 'paypal' && (await deps.topUps?.owns(order.id)))) {
          outcome.pending += 1;
          continue;
        }
        try {
          const result = await provider.reconcile(order, now);
          outcome[result] += 1;
          if (result === 'credited') {
            log.warn(
              { paymentOrderId: order.id },
              'payment credited by reconciliation (its answer was lost)',
            );
          }
        } catch (error) {
          outcome.errors += 1;
          log.error({ err: error, paymentOrderId: order.id }, 'payment reconciliation failed; retried later');
        }
      }
      if (deps.topUps) {
        try {
          const topUps = await deps.topUps.reconcile(now);
          for (const key of ['credited', 'failed', 'pending'] as const) outcome[key] += topUps[key];
        } catch (error) {
          outcome.errors += 1;
          log.error({ err: error }, 'top-up reconciliation failed; retried later');
        }
      }
      return outcome;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
