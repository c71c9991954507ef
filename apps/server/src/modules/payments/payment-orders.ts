import type { AppDb } from '@app/db/client';
import { pgErrorOf } from '@app/db/errors';
import type { Language } from '@app/shared/rules/language';
import { releaseCouponUse, reserveCouponUse } from '../credits/coupons.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { type CouponRef, CouponRejectedError } from '../credits/order-pricing.ts';
import {
  createPaymentOrderRepository,
  type NewPaymentOrder,
  type PaymentOrderRow,
  type PaymentProviderName,
} from './payment-order-repository.ts';
import { type QuotedOrder, quoteOrder } from './quotes.ts';
import type { TaxPolicy } from './tax-policy.ts';

/**
 * The figures a payment order stores, exactly as the server priced them (never the browser's): money,
 * minutes, and the province, tax lines and registration numbers its capture will copy to the purchase.
 */
export function pricedOrderValues(
  priced: QuotedOrder,
): Pick<
  NewPaymentOrder,
  | 'bundleId'
  | 'couponId'
  | 'bundleMinutes'
  | 'giftMinutes'
  | 'bonusMinutes'
  | 'priceCents'
  | 'discountCents'
  | 'taxCents'
  | 'taxProvince'
  | 'taxLines'
  | 'taxRegistrations'
  | 'totalCents'
> {
  const { summary } = priced;
  return {
    bundleId: priced.bundle.id,
    couponId: priced.coupon?.id ?? null,
    bundleMinutes: summary.bundleMinutes,
    giftMinutes: summary.giftMinutes,
    bonusMinutes: summary.bonusMinutes,
    priceCents: summary.priceCents,
    discountCents: summary.discountCents,
    taxCents: summary.taxCents,
    taxProvince: summary.province,
    taxLines: summary.taxes,
    taxRegistrations: priced.registrations,
    totalCents: summary.totalCents,
  };
}

/**
 * Moves an open order to failed and gives its coupon slot back, together, under the customer's lock (a
 * completed order never goes back). Failing, cancelling and expiring an order all end here.
 */
export function markPaymentOrderFailed(
  db: AppDb,
  order: Pick<PaymentOrderRow, 'id' | 'customerId'>,
): Promise<boolean> {
  return moneyTransaction(db, order.customerId, async (tx) => {
    const changed = await createPaymentOrderRepository(tx).markFailedIfOpen(order.id);
    if (changed) await releaseCouponUse(tx, order.id);
    return changed;
  });
}

/**
 * Refuses, inside the order's transaction (the customer's row locked), a purchase of `amountCents` that the
 * customer's spending limits or a break forbid (spending/service.ts's assertPurchaseAllowed).
 */
export type PurchaseGate = (
  tx: AppDb,
  input: { customerId: string; amountCents: number; language: Language; topUpCall?: string | undefined },
) => Promise<void>;

/** The payment orders as the payment services use them: the reads, and the two steps that move money. */
export function createPaymentOrders(db: AppDb, policy: TaxPolicy, gate?: PurchaseGate) {
  const { insert: _insert, markFailedIfOpen: _markFailedIfOpen, ...reads } = createPaymentOrderRepository(db);
  return {
    ...reads,

    /**
     * Prices the order and stores it with its coupon reserved, in one transaction under the customer's
     * lock: a one-use coupon already held by another open order of this customer is refused here, before
     * anyone pays. The provider is called afterwards; `providerOrderId` may be a placeholder until then.
     * Taxed in the customer's stored province (Québec without one) at this instant, read under the lock.
     * A purchase the customer's limits or break forbid is refused here (409 SPENDING_LIMIT, in
     * `language`), before any order exists here or at the provider.
     */
    create(input: {
      id: string;
      provider: PaymentProviderName;
      providerOrderId: string;
      customerId: string;
      bundleId: string;
      coupon?: CouponRef | undefined;
      language?: Language | undefined;
      /**
       * A top-up during this call (top-ups.ts): the per-call limit applies, and `link` ties the
       * top-up to its order in the same transaction, so the next one under the lock counts it.
       */
      topUp?: { callSid: string; link(tx: AppDb, order: PaymentOrderRow): Promise<void> } | undefined;
    }): Promise<{ order: PaymentOrderRow; priced: QuotedOrder }> {
      return moneyTransaction(db, input.customerId, async (tx) => {
        const priced = await quoteOrder(tx, policy, {
          customerId: input.customerId,
          bundleId: input.bundleId,
          coupon: input.coupon,
          at: new Date(),
        });
        await gate?.(tx, {
          customerId: input.customerId,
          amountCents: priced.summary.totalCents,
          language: input.language ?? 'en',
          topUpCall: input.topUp?.callSid,
        });
        const order = await createPaymentOrderRepository(tx).insert({
          id: input.id,
          provider: input.provider,
          providerOrderId: input.providerOrderId,
          customerId: input.customerId,
          ...pricedOrderValues(priced),
        });
        await input.topUp?.link(tx, order);
        if (priced.coupon) {
          await reserveCouponUse(tx, {
            couponId: priced.coupon.id,
            customerId: input.customerId,
            paymentOrderId: order.id,
          }).catch((error: unknown) => {
            // Staff lowered max_uses between the price check and this slot (the trigger's answer).
            if (pgErrorOf(error)?.constraint === 'coupon_uses_within_max_uses') {
              throw new CouponRejectedError('usageLimit');
            }
            throw error;
          });
        }
        return { order, priced };
      });
    },

    markFailed(order: Pick<PaymentOrderRow, 'id' | 'customerId'>): Promise<boolean> {
      return markPaymentOrderFailed(db, order);
    },
  };
}

export type PaymentOrders = ReturnType<typeof createPaymentOrders>;
