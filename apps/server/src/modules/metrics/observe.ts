import type { CallsRepository } from '../calls/call-repository.ts';
import type { OnCredited } from '../payments/credit-and-notify.ts';
import type { PaymentOrderRepository } from '../payments/payment-order-repository.ts';
import type { Metrics, PaymentProvider } from './metrics.ts';

/*
 * Counting at the repository's edge: each of these methods resolves only once its transaction has
 * committed, so a rolled-back or retried transaction is never counted, and the services stay unaware.
 */

/** One provider's view of the payment orders: orders it created and orders it closed unpaid. */
export function observePaymentOrders(
  orders: PaymentOrderRepository,
  provider: PaymentProvider,
  metrics: Metrics,
): PaymentOrderRepository {
  return {
    ...orders,
    async create(input) {
      const created = await orders.create(input);
      metrics.payment(provider, 'created');
      return created;
    },
    async markFailed(order) {
      const failed = await orders.markFailed(order);
      if (failed) metrics.payment(provider, 'failed');
      return failed;
    },
  };
}

/** The after-credit hook, told only for the call that credited the purchase (never a replay). */
export function observeCredited(
  provider: PaymentProvider,
  metrics: Metrics,
  next: OnCredited | undefined,
): OnCredited {
  return (credited) => {
    metrics.credited(provider, credited.minutes);
    next?.(credited);
  };
}

/** Settlements by the webhook and by reconciliation alike; a replay ('already-settled') counts nothing. */
export function observeCalls(repository: CallsRepository, metrics: Metrics): CallsRepository {
  return {
    ...repository,
    async settle(input) {
      const outcome = await repository.settle(input);
      if (outcome.kind === 'settled') metrics.callSettled(outcome.connected, outcome.minutesUsed);
      return outcome;
    },
  };
}
