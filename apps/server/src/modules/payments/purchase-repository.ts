import type { AppDb } from '@app/db/client';
import { bundles, couponUses, customers, paymentOrders, purchases } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { applyLedgerEntry } from '../credits/ledger-repository.ts';

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

/**
 * Turns a paid payment order into minutes, exactly once. Runs in the caller's transaction: the order row
 * is locked first, so a browser capture and a provider webhook for the same order queue up here and the
 * second one finds the purchase made by the first. The purchase, the coupon use, the ledger rows and the
 * order's status commit together. The figures are the ones priced by the server when the order was
 * created, never anything the browser sent.
 */
export async function creditPaymentOrder(tx: AppDb, paymentOrderId: string): Promise<CreditedPurchase> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, paymentOrderId))
    .for('update');
  if (!order) throw new PaymentOrderNotFoundError(paymentOrderId);

  const [existing] = await tx
    .select({ id: purchases.id, minutes: purchases.minutes })
    .from(purchases)
    .where(eq(purchases.paymentOrderId, order.id))
    .limit(1);
  const minutes = order.bundleMinutes + order.giftMinutes + order.bonusMinutes;
  if (existing) {
    const balance = await currentBalance(tx, order.customerId);
    return { purchaseId: existing.id, bundleId: order.bundleId, credits: balance, minutes, applied: false };
  }

  // The catalogue name at crediting time; the history keeps it even if the bundle is renamed later.
  const [bundle] = await tx
    .select({ name: bundles.name })
    .from(bundles)
    .where(eq(bundles.id, order.bundleId));
  const [purchase] = await tx
    .insert(purchases)
    .values({
      customerId: order.customerId,
      bundleId: order.bundleId,
      bundleName: bundle?.name ?? order.bundleId,
      minutes,
      amountCents: order.totalCents,
      taxCents: order.taxCents,
      discountCents: order.discountCents,
      currency: order.currency,
      couponId: order.couponId,
      provider: order.provider,
      orderId: order.providerOrderId,
      paymentOrderId: order.id,
    })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error('purchase insert returned nothing');

  if (order.couponId) {
    await tx
      .insert(couponUses)
      .values({ couponId: order.couponId, customerId: order.customerId, purchaseId: purchase.id });
  }

  let credits = 0;
  const parts = [
    { kind: 'purchase', delta: order.bundleMinutes },
    { kind: 'gift', delta: order.giftMinutes },
    { kind: 'coupon_bonus', delta: order.bonusMinutes },
  ] as const;
  for (const part of parts) {
    if (part.delta <= 0) continue;
    const result = await applyLedgerEntry(tx, {
      customerId: order.customerId,
      kind: part.kind,
      delta: part.delta,
      reference: purchase.id,
    });
    credits = result.balanceAfter;
  }
  if (credits === 0) credits = await currentBalance(tx, order.customerId);

  await tx
    .update(paymentOrders)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
  return { purchaseId: purchase.id, bundleId: order.bundleId, credits, minutes, applied: true };
}

async function currentBalance(tx: AppDb, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ credits: customers.credits })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.credits ?? 0;
}

/**
 * A provider refund: the purchase's minutes are taken back once (the ledger's reference is the purchase),
 * never below zero (the shortfall is noted), and the order is marked refunded. An order that was never
 * credited is only marked.
 */
export async function refundPaymentOrder(tx: AppDb, paymentOrderId: string, note: string): Promise<void> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, paymentOrderId))
    .for('update');
  if (!order || order.status === 'refunded') return;
  const [purchase] = await tx
    .select({ id: purchases.id, minutes: purchases.minutes })
    .from(purchases)
    .where(eq(purchases.paymentOrderId, order.id))
    .limit(1);
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
  await tx
    .update(paymentOrders)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id));
}
