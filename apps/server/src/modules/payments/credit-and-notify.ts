import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type CreditedPurchase, creditPaymentOrder } from './purchase-repository.ts';

/**
 * Told once per purchase, after its crediting transaction has committed (the receipt e-mail). It must
 * return at once and never throw: what it starts runs beside the payment, never inside it.
 */
export type OnCredited = (credited: CreditedPurchase) => void;

/**
 * `creditPaymentOrder`, then the after-credit hook for the one call that made the purchase
 * (`applied: true`); a replay, a double click or a webhook race gets `applied: false` and tells no one.
 * Nothing the hook does can fail or undo the payment: the transaction is over, and a throw is logged.
 */
export async function creditAndNotify(
  db: AppDb,
  paymentOrderId: string,
  log: FastifyBaseLogger,
  onCredited: OnCredited | undefined,
): Promise<CreditedPurchase> {
  const credited = await creditPaymentOrder(db, paymentOrderId, log);
  if (credited.applied && onCredited) {
    try {
      onCredited(credited);
    } catch (error) {
      log.error({ err: error, paymentOrderId }, 'after-credit hook failed; the payment stands');
    }
  }
  return credited;
}
