import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { messagesIn } from '@app/shared/messages/catalogue';
import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import { type BundleWordsSource, bundleWords } from '@app/shared/rules/bundle-words';
import { type Language, pathInLanguage } from '@app/shared/rules/language';
import type { FastifyBaseLogger } from 'fastify';
import { type PayPalCapture, type PayPalClient, PayPalError } from '../../adapters/paypal.ts';
import { AppError } from '../../app-error.ts';
import { type CouponRef, validateCoupon } from '../credits/order-pricing.ts';
import { creditAndNotify, type OnCredited, type OnCrediting } from './credit-and-notify.ts';
import { type CreditedPurchase, refundPaymentOrder } from './crediting.ts';
import type { PaymentOrderRow } from './payment-order-repository.ts';
import type { PaymentOrders } from './payment-orders.ts';

const messages = en.payments;

/** PayPal lets a buyer approve an order for about three hours; an order still unapproved after that is dead. */
export const PAYPAL_APPROVAL_WINDOW_MS = 3 * 60 * 60_000;

export type ReconcileOutcome = 'credited' | 'failed' | 'pending';

/** How PayPal names what the customer buys, in their language: the bundle, and its minutes. */
export function paypalOrderWords(
  bundle: BundleWordsSource,
  minutes: number,
  language: Language,
): { itemName: string; description: string } {
  const { name } = bundleWords(bundle, language);
  const description = formatMessage(
    pluralText(messagesIn(language).payments, 'paypalDescription', minutes, language),
    { bundle: name, count: minutes },
  );
  return { itemName: name, description };
}

export interface PayPalServiceDeps {
  db: AppDb;
  orders: PaymentOrders;
  paypal: PayPalClient;
  publicUrl: string;
  webhookId: string | undefined;
  log: FastifyBaseLogger;
  /** In the crediting transaction (the receipt e-mail, queued), then after it committed (its delivery). */
  onCrediting?: OnCrediting;
  onCredited?: OnCredited;
}

export function createPayPalService(deps: PayPalServiceDeps) {
  const { db, orders, paypal, log } = deps;
  const credit = (paymentOrderId: string) => creditAndNotify(db, paymentOrderId, log, deps);

  /** Credits the order exactly once, after PayPal says it captured exactly the order's total in CAD. */
  async function creditIfPaid(order: PaymentOrderRow, capture: PayPalCapture): Promise<CreditedPurchase> {
    if (capture.status !== 'COMPLETED')
      throw new AppError(402, 'PAYMENT_NOT_COMPLETED', messages.capturePaypalOrder);
    if (capture.amountCents !== order.totalCents || capture.currency !== order.currency) {
      log.error(
        {
          paymentOrderId: order.id,
          expected: order.totalCents,
          captured: capture.amountCents,
          currency: capture.currency,
        },
        'PayPal captured an amount that differs from the order: not credited, needs review',
      );
      throw new AppError(409, 'PAYMENT_AMOUNT_MISMATCH', messages.processing);
    }
    if (capture.captureId) await orders.setCaptureId(order.id, capture.captureId);
    return credit(order.id);
  }

  async function captureOrder(order: PaymentOrderRow): Promise<CreditedPurchase> {
    const paypalOrderId = order.providerOrderId;
    if (order.status === 'completed') return credit(order.id);
    if (order.status !== 'created' && order.status !== 'approved') {
      // Closed here (cancelled, expired), yet PayPal may have taken the money in another tab: if so, it is owed.
      const remote =
        order.status === 'failed' ? await paypal.getOrder(paypalOrderId).catch(() => undefined) : undefined;
      if (remote?.status === 'COMPLETED') return creditIfPaid(order, remote);
      throw new AppError(409, 'ORDER_CLOSED', messages.capturePaypalOrder);
    }
    // SPEC: the coupon is checked again at payment (still active, not expired, still a first
    // purchase); before capture nothing has been charged yet, so a refusal costs the customer nothing.
    // The order's own reservation does not count against it.
    if (order.couponId) {
      try {
        await validateCoupon(db, {
          customerId: order.customerId,
          ref: { id: order.couponId },
          now: new Date(),
          exceptPaymentOrderId: order.id,
        });
      } catch (error) {
        // Unless PayPal already took the money (an earlier capture whose answer was lost): then the
        // minutes are owed whatever the coupon says now.
        const already = await paypal.getOrder(paypalOrderId).catch(() => undefined);
        if (already?.status === 'COMPLETED') return creditIfPaid(order, already);
        await orders.markFailed(order);
        throw error;
      }
    }
    let capture: PayPalCapture;
    try {
      capture = await paypal.captureOrder(paypalOrderId, order.id);
    } catch (error) {
      if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
        capture = await paypal.getOrder(paypalOrderId);
      } else {
        log.error({ err: error, paymentOrderId: order.id }, 'PayPal capture failed');
        throw new AppError(502, 'PAYPAL_CAPTURE_FAILED', messages.capturePaypalOrder, { expose: true });
      }
    }
    return creditIfPaid(order, capture);
  }

  return {
    /** `language`: the customer's page: PayPal names the bundle in it, and sends them back to it. */
    async createOrder(
      customerId: string,
      input: { bundle: string; couponId?: string | undefined },
      language: Language = 'en',
    ) {
      const coupon: CouponRef | undefined = input.couponId ? { id: input.couponId } : undefined;
      const id = randomUUID();
      // Stored (and its coupon reserved) before PayPal hears of it; PayPal's id replaces the placeholder.
      const { order, priced } = await orders.create({
        id,
        provider: 'paypal',
        providerOrderId: `pending-${id}`,
        customerId,
        bundleId: input.bundle,
        coupon,
        language,
      });
      const { itemName: name, description } = paypalOrderWords(
        priced.bundle,
        priced.summary.totalMinutes,
        language,
      );
      let created: { id: string };
      try {
        created = await paypal.createOrder({
          customId: id,
          description,
          itemName: name,
          priceCents: priced.summary.priceCents,
          discountCents: priced.summary.discountCents,
          taxCents: priced.summary.taxCents,
          totalCents: priced.summary.totalCents,
          returnUrl: `${deps.publicUrl}${pathInLanguage('/purchase?paypal_return=1', language)}`,
          cancelUrl: `${deps.publicUrl}${pathInLanguage(`/purchase?paypal_cancel=1&bundle=${encodeURIComponent(priced.bundle.id)}`, language)}`,
        });
      } catch (error) {
        log.error({ err: error }, 'PayPal order creation failed');
        await orders.markFailed(order);
        throw new AppError(502, 'PAYPAL_CREATE_FAILED', messages.createPaypalOrder, { expose: true });
      }
      await orders.setProviderOrderId(id, created.id);
      return { id: created.id };
    },

    async capture(customerId: string, paypalOrderId: string): Promise<CreditedPurchase> {
      const order = await orders.findByProviderId('paypal', paypalOrderId);
      // Someone else's order is answered exactly like an unknown one.
      if (order?.customerId !== customerId)
        throw new AppError(404, 'ORDER_NOT_FOUND', messages.capturePaypalOrder);
      return captureOrder(order);
    },

    /**
     * The customer came back from PayPal with "cancel" (or closed PayPal's window): the order fails and
     * its coupon is free for the next one. If PayPal took the money after all, it is credited instead.
     */
    async cancel(customerId: string, paypalOrderId: string): Promise<{ cancelled: boolean }> {
      const order = await orders.findByProviderId('paypal', paypalOrderId);
      if (order?.customerId !== customerId)
        throw new AppError(404, 'ORDER_NOT_FOUND', messages.capturePaypalOrder);
      if (order.status !== 'created' && order.status !== 'approved') return { cancelled: false };
      const remote = await paypal.getOrder(paypalOrderId).catch(() => undefined);
      if (remote?.status === 'COMPLETED') {
        await creditIfPaid(order, remote);
        return { cancelled: false };
      }
      return { cancelled: await orders.markFailed(order) };
    },

    /**
     * The reconciliation job's look at an order left open: PayPal's word decides. Captured → credited;
     * approved but never captured (the browser closed after approving) → captured and credited, as the
     * customer asked; voided, or never approved within PayPal's approval window → failed, coupon freed.
     */
    async reconcile(order: PaymentOrderRow, now: Date): Promise<ReconcileOutcome> {
      const expired = now.getTime() - order.createdAt.getTime() > PAYPAL_APPROVAL_WINDOW_MS;
      // Stored before PayPal was asked, and PayPal never answered with an id: nothing to pay.
      if (order.providerOrderId.startsWith('pending-')) {
        await orders.markFailed(order);
        return 'failed';
      }
      let remote: PayPalCapture;
      try {
        remote = await paypal.getOrder(order.providerOrderId);
      } catch (error) {
        if (error instanceof PayPalError && error.status === 404 && expired) {
          await orders.markFailed(order);
          return 'failed';
        }
        throw error;
      }
      if (remote.status === 'COMPLETED') {
        await creditIfPaid(order, remote);
        return 'credited';
      }
      if (remote.status === 'APPROVED') {
        await captureOrder(order);
        return 'credited';
      }
      if (remote.status === 'VOIDED' || expired) {
        await orders.markFailed(order);
        return 'failed';
      }
      return 'pending';
    },

    /** PayPal webhooks: acted on only after PayPal itself confirms the signature. */
    async handleWebhook(
      headers: Record<string, string | undefined>,
      event: { event_type?: unknown; resource?: unknown },
    ) {
      if (!deps.webhookId)
        throw new AppError(503, 'WEBHOOK_NOT_CONFIGURED', 'PAYPAL_WEBHOOK_ID is not set', { expose: true });
      let verified = false;
      try {
        verified = await paypal.verifyWebhookSignature({ headers, event, webhookId: deps.webhookId });
      } catch (error) {
        log.error({ err: error }, 'PayPal webhook verification failed');
      }
      if (!verified) throw new AppError(400, 'INVALID_SIGNATURE', 'Webhook signature could not be verified');

      const resource = (event.resource ?? {}) as { custom_id?: unknown };
      const order =
        typeof resource.custom_id === 'string' ? await orders.findById(resource.custom_id) : undefined;
      if (order?.provider !== 'paypal') return { handled: false };
      switch (event.event_type) {
        case 'PAYMENT.CAPTURE.COMPLETED': {
          // Never trust the event body's figures: ask PayPal for the order.
          await creditIfPaid(order, await paypal.getOrder(order.providerOrderId));
          return { handled: true };
        }
        case 'PAYMENT.CAPTURE.DENIED':
          await orders.markFailed(order);
          return { handled: true };
        case 'PAYMENT.CAPTURE.REFUNDED':
          await refund(order);
          return { handled: true };
        default:
          return { handled: false };
      }
    },
  };

  async function refund(order: PaymentOrderRow): Promise<void> {
    await refundPaymentOrder(db, order.id, 'PayPal refund');
  }
}

export type PayPalService = ReturnType<typeof createPayPalService>;
