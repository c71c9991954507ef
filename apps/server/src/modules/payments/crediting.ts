import type { AppDb } from '@app/db/client';
import { pgErrorOf } from '@app/db/errors';
import { findCouponUseOfOrder, redeemCouponUse, reserveCouponUse } from '../credits/coupons.ts';
import { applyLedgerEntry } from '../credits/ledger.ts';
import { isRetryable, moneyTransaction } from '../credits/money-transaction.ts';
import type { PaymentOrderRow } from './payment-order-repository.ts';
import { createPurchaseRepository } from './purchase-repository.ts';

export interface CreditedPurchase {
  purchaseId: string;
  bundleId: string;
  /** The customer's balance in minutes after this purchase. */
  credits: number;
  /** Minutes this purchase added (bundle + gift + coupon bonus). */
  minutes: number;
  /** False when the order had already been credited: a replay, a double click or a webhook race. */
  applied: boolean;
}

export class PaymentOrderNotFoundError extends Error {
  constructor(readonly paymentOrderId: string) {
    super('payment order not found');
    this.name = 'PaymentOrderNotFoundError';
  }
}

/** Where crediting reports what staff must look at (the app's logger; tests pass their own). */
export interface ReviewLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

async function findOrderCustomer(db: AppDb, paymentOrderId: string): Promise<string> {
  const customerId = await createPurchaseRepository(db).orderCustomer(paymentOrderId);
  if (!customerId) throw new PaymentOrderNotFoundError(paymentOrderId);
  return customerId;
}

/**
 * Records the order's coupon as redeemed by this purchase. Normally the order reserved it when it was
 * created; if that reservation is gone (the order expired, then the provider reported it paid after
 * all) the slot is taken again if the coupon's limits allow. If they do not, the money is taken and the
 * minutes are owed anyway: the order is credited as priced and the conflict is left for review.
 */
async function redeemOrderCoupon(
  tx: AppDb,
  order: PaymentOrderRow,
  purchaseId: string,
): Promise<string | undefined> {
  if (!order.couponId) return undefined;
  const couponId = order.couponId;
  const use = await findCouponUseOfOrder(tx, order.id);
  if (use && use.releasedAt === null) {
    await redeemCouponUse(tx, use.id, purchaseId);
    return undefined;
  }
  try {
    // A savepoint: a refused slot must not abort the crediting around it.
    await tx.transaction(async (sp) => {
      const savepoint = sp as unknown as AppDb;
      if (use) await createPurchaseRepository(savepoint).deleteCouponUse(use.id);
      await reserveCouponUse(savepoint, {
        couponId,
        customerId: order.customerId,
        paymentOrderId: order.id,
        purchaseId,
      });
    });
    return undefined;
  } catch (error) {
    const constraint = pgErrorOf(error)?.constraint;
    if (!constraint) throw error;
    return `coupon ${couponId} redeemed beyond its limits (${constraint}); credited as paid`;
  }
}

/**
 * What a purchase queues in the transaction that credits it (the receipt e-mail, through the durable
 * message queue): it commits with the purchase or not at all, so a receipt is never lost to a crash
 * between the two, and a purchase made once queues it once.
 */
export type OnCrediting = (tx: AppDb, purchaseId: string) => Promise<void>;

/**
 * Runs `alsoQueue` in a savepoint: the money was taken, so a receipt that cannot be written (a bug, a
 * missing row) must not undo the crediting around it; that is logged, and the receipt page still works.
 * A serialization failure or deadlock is the whole transaction's, and goes up to be retried.
 */
async function queueBesideCrediting(
  tx: AppDb,
  purchaseId: string,
  alsoQueue: OnCrediting,
  log: ReviewLog | undefined,
): Promise<void> {
  try {
    await tx.transaction(async (sp) => alsoQueue(sp as unknown as AppDb, purchaseId));
  } catch (error) {
    if (isRetryable(error)) throw error;
    log?.error(
      { err: error, purchaseId },
      'nothing queued beside the crediting (receipt e-mail); the purchase stands',
    );
  }
}

/**
 * Turns a paid payment order into minutes, exactly once, in one transaction (moneyTransaction: the
 * customer row first, then the order row). A browser capture, a provider webhook and the reconciliation
 * job for the same order queue up on those locks and the later ones find the purchase made by the first.
 * The purchase, the coupon use, the ledger rows and the order's status commit together. The figures are
 * the ones priced by the server when the order was created, never anything the browser sent. An order
 * already marked failed is still credited: the caller has the provider's word that it was paid.
 */
export async function creditPaymentOrder(
  db: AppDb,
  paymentOrderId: string,
  log?: ReviewLog,
  alsoQueue?: OnCrediting,
): Promise<CreditedPurchase> {
  const customerId = await findOrderCustomer(db, paymentOrderId);
  const result = await moneyTransaction(db, customerId, async (tx) => {
    const rows = createPurchaseRepository(tx);
    const order = await rows.lockOrder(paymentOrderId);
    if (!order) throw new PaymentOrderNotFoundError(paymentOrderId);

    const existing = await rows.purchaseOfOrder(order.id);
    const minutes = order.bundleMinutes + order.giftMinutes + order.bonusMinutes;
    if (existing) {
      const balance = await rows.balance(order.customerId);
      return {
        purchaseId: existing.id,
        bundleId: order.bundleId,
        credits: balance,
        minutes,
        applied: false,
        review: undefined,
      };
    }

    // The catalogue name at crediting time; the history keeps it even if the bundle is renamed later.
    const bundleName = await rows.bundleName(order.bundleId);
    const purchaseId = await rows.insertPurchase({
      customerId: order.customerId,
      bundleId: order.bundleId,
      bundleName: bundleName ?? order.bundleId,
      minutes,
      amountCents: order.totalCents,
      taxCents: order.taxCents,
      // The order's taxes as priced when it was created: never recomputed, whatever the customer's
      // province or the rates are now.
      taxProvince: order.taxProvince,
      taxLines: order.taxLines,
      taxRegistrations: order.taxRegistrations,
      discountCents: order.discountCents,
      currency: order.currency,
      couponId: order.couponId,
      provider: order.provider,
      orderId: order.providerOrderId,
      paymentOrderId: order.id,
    });

    const review = await redeemOrderCoupon(tx, order, purchaseId);

    let credits = 0;
    const parts = [
      { kind: 'purchase', delta: order.bundleMinutes },
      { kind: 'gift', delta: order.giftMinutes },
      { kind: 'coupon_bonus', delta: order.bonusMinutes },
    ] as const;
    for (const part of parts) {
      if (part.delta <= 0) continue;
      const entry = await applyLedgerEntry(tx, {
        customerId: order.customerId,
        kind: part.kind,
        delta: part.delta,
        reference: purchaseId,
      });
      credits = entry.balanceAfter;
    }
    if (credits === 0) credits = await rows.balance(order.customerId);
    if (alsoQueue) await queueBesideCrediting(tx, purchaseId, alsoQueue, log);

    await rows.setOrderStatus(order.id, 'completed', review ?? order.reviewNote);
    return { purchaseId, bundleId: order.bundleId, credits, minutes, applied: true, review };
  });
  const { review, ...credited } = result;
  if (review) log?.warn({ paymentOrderId, customerId }, `payment credited, needs review: ${review}`);
  return credited;
}

/**
 * A provider refund: the purchase's minutes are taken back once (the ledger's reference is the purchase),
 * never below zero (the shortfall is noted), and the order is marked refunded. An order that was never
 * credited is only marked.
 */
export async function refundPaymentOrder(db: AppDb, paymentOrderId: string, note: string): Promise<void> {
  const customerId = await findOrderCustomer(db, paymentOrderId);
  await moneyTransaction(db, customerId, (tx) => refundLocked(tx, paymentOrderId, note));
}

async function refundLocked(tx: AppDb, paymentOrderId: string, note: string): Promise<void> {
  const rows = createPurchaseRepository(tx);
  const order = await rows.lockOrder(paymentOrderId);
  if (!order || order.status === 'refunded') return;
  const purchase = await rows.purchaseOfOrder(order.id);
  if (purchase && (await rows.hasStaffRefunds(purchase.id))) {
    // Refunded from the back office: PayPal's event reports our own refund, whose settlement takes its
    // minutes and marks the order (refund-settlement.ts); taking the whole purchase here would take twice.
    return;
  }
  if (purchase && purchase.minutes > 0) {
    await applyLedgerEntry(tx, {
      customerId: order.customerId,
      kind: 'refund',
      delta: -purchase.minutes,
      reference: purchase.id,
      note,
      onShortfall: 'clamp',
    });
  }
  await rows.setOrderStatus(order.id, 'refunded');
}
