import type { OnCredited } from './credit-and-notify.ts';
import type { PaymentOrders } from './payment-orders.ts';

export type PaymentProvider = 'paypal' | 'interac';

/** What payments tell the app's counters (the metrics module implements it). */
export interface PaymentCounters {
  payment(provider: PaymentProvider, outcome: 'created' | 'failed'): void;
  credited(provider: PaymentProvider, minutes: number): void;
}

/*
 * Counting at the repository's edge: each of these methods resolves only once its transaction has
 * committed, so a rolled-back or retried transaction is never counted, and the services stay unaware.
 */

/** One provider's view of the payment orders: orders it created and orders it closed unpaid. */
export function observePaymentOrders(
  orders: PaymentOrders,
  provider: PaymentProvider,
  counters: PaymentCounters,
): PaymentOrders {
  return {
    ...orders,
    async create(input) {
      const created = await orders.create(input);
      counters.payment(provider, 'created');
      return created;
    },
    async markFailed(order) {
      const failed = await orders.markFailed(order);
      if (failed) counters.payment(provider, 'failed');
      return failed;
    },
  };
}

/** The after-credit hook, told only for the call that credited the purchase (never a replay). */
export function observeCredited(
  provider: PaymentProvider,
  counters: PaymentCounters,
  next: OnCredited | undefined,
): OnCredited {
  return (credited) => {
    counters.credited(provider, credited.minutes);
    next?.(credited);
  };
}
