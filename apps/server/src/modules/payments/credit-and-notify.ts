import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type CreditedPurchase, creditPaymentOrder, type OnCrediting } from './crediting.ts';

export type { OnCrediting };

/**
 * Told once per purchase, after its crediting transaction has committed (metrics, and a delivery pass
 * for the receipt queued in that transaction). It must return at once and never throw: what it starts
 * runs beside the payment, never inside it.
 */
export type OnCredited = (credited: CreditedPurchase) => void;

/** What a payment service does around each crediting. */
export interface CreditHooks {
  /** In the crediting transaction, for the purchase it makes (the receipt e-mail, queued). */
  onCrediting?: OnCrediting | undefined;
  /** After it committed. */
  onCredited?: OnCredited | undefined;
}

/**
 * `creditPaymentOrder`, then the after-credit hook for the one call that made the purchase
 * (`applied: true`); a replay, a double click or a webhook race gets `applied: false` and tells no one.
 * Nothing the hook does can fail or undo the payment: the transaction is over, and a throw is logged.
 */
export async function creditAndNotify(
  db: AppDb,
  paymentOrderId: string,
  log: FastifyBaseLogger,
  hooks: CreditHooks,
): Promise<CreditedPurchase> {
  const credited = await creditPaymentOrder(db, paymentOrderId, log, hooks.onCrediting);
  if (credited.applied && hooks.onCredited) {
    try {
      hooks.onCredited(credited);
    } catch (error) {
      log.error({ err: error, paymentOrderId }, 'after-credit hook failed; the payment stands');
    }
  }
  return credited;
}
