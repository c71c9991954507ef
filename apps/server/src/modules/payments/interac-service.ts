import { randomBytes, randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { en } from '@app/shared/messages/en';
import { shownCustomerName } from '@app/shared/rules/customer';
import type { Language } from '@app/shared/rules/language';
import type { FastifyBaseLogger } from 'fastify';
import type { GigadatClient } from '../../adapters/gigadat.ts';
import { AppError } from '../../app-error.ts';
import type { CouponRef } from '../credits/order-pricing.ts';
import { creditAndNotify, type OnCredited, type OnCrediting } from './credit-and-notify.ts';
import { createPaymentOrderRepository, type PaymentOrderRow } from './payment-order-repository.ts';
import type { PaymentOrders } from './payment-orders.ts';
import type { ReconcileOutcome } from './paypal-service.ts';

const FAILED = new Set([
  'STATUS_FAILED',
  'STATUS_REJECTED',
  'STATUS_REJECTED1',
  'STATUS_EXPIRED',
  'STATUS_ABORTED1',
]);

/** An Interac transfer not completed within a day is treated as abandoned. */
export const INTERAC_PENDING_LIMIT_MS = 24 * 60 * 60_000;

export function createInteracService(deps: {
  db: AppDb;
  orders: PaymentOrders;
  gigadat: GigadatClient;
  site: string;
  log: FastifyBaseLogger;
  /** In the crediting transaction (the receipt e-mail, queued), then after it committed (its delivery). */
  onCrediting?: OnCrediting;
  onCredited?: OnCredited;
}) {
  const { db, orders, gigadat, log } = deps;

  /** Asks Gigadat (never trusting a postback body) and credits once when it reports the exact total paid. */
  async function settle(order: PaymentOrderRow): Promise<string> {
    let transaction: { status: string; amountCents: number | null };
    try {
      transaction = await gigadat.getTransaction(order.providerOrderId);
    } catch (error) {
      log.error({ err: error, paymentOrderId: order.id }, 'Gigadat status lookup failed');
      throw new AppError(502, 'INTERAC_STATUS_FAILED', en.payments.processing, { expose: true });
    }
    if (transaction.status === 'STATUS_SUCCESS') {
      if (transaction.amountCents !== order.totalCents) {
        log.error(
          { paymentOrderId: order.id, expected: order.totalCents, paid: transaction.amountCents },
          'Interac amount differs from the order: not credited',
        );
        throw new AppError(409, 'PAYMENT_AMOUNT_MISMATCH', en.payments.processing);
      }
      await creditAndNotify(db, order.id, log, deps);
    } else if (FAILED.has(transaction.status)) {
      await orders.markFailed(order);
    }
    return transaction.status;
  }

  return {
    async createOrder(
      customerId: string,
      input: { bundle: string; couponId?: string | undefined },
      userIp: string,
      language: Language = 'en',
    ) {
      const coupon: CouponRef | undefined = input.couponId ? { id: input.couponId } : undefined;
      // Unguessable: the id travels in URLs and the status endpoint only answers its owner anyway.
      const transactionId = `INT-${randomBytes(12).toString('hex')}`;
      const { order } = await orders.create({
        id: randomUUID(),
        provider: 'interac',
        providerOrderId: transactionId,
        customerId,
        bundleId: input.bundle,
        coupon,
        language,
      });
      const customer = await createPaymentOrderRepository(db).findPayer(customerId);
      try {
        const paymentUrl = await gigadat.createPaymentUrl({
          transactionId,
          userId: customerId,
          // Gigadat's page shows it: the first name given, or nothing rather than the sign-up default.
          name: customer ? (shownCustomerName(customer.name, customer.email) ?? '') : '',
          email: customer?.email ?? '',
          mobile: customer?.phoneNumbers[0] ?? '',
          site: deps.site,
          userIp,
          amountCents: order.totalCents,
        });
        return { paymentUrl, transactionId };
      } catch (error) {
        log.error({ err: error }, 'Gigadat payment token failed');
        await orders.markFailed(order);
        throw new AppError(502, 'INTERAC_CREATE_FAILED', en.payments.createInteracOrder, { expose: true });
      }
    },

    async checkStatus(customerId: string, transactionId: string): Promise<string> {
      const order = await orders.findByProviderId('interac', transactionId);
      if (order?.customerId !== customerId) throw new AppError(404, 'NOT_FOUND', en.payments.interacFailed);
      return settle(order);
    },

    /**
     * The reconciliation job's look at an order left open: Gigadat's status credits or fails it; one
     * still pending after a day is failed (its coupon freed). If Gigadat reports it paid later after
     * all, the postback or a status check still credits it: paid money is always credited.
     */
    async reconcile(order: PaymentOrderRow, now: Date): Promise<ReconcileOutcome> {
      const status = await settle(order);
      if (status === 'STATUS_SUCCESS') return 'credited';
      if (FAILED.has(status)) return 'failed';
      if (now.getTime() - order.createdAt.getTime() > INTERAC_PENDING_LIMIT_MS) {
        await orders.markFailed(order);
        return 'failed';
      }
      return 'pending';
    },

    /** Gigadat's postback: only a hint to look now; the status comes from Gigadat's API. */
    async postback(transactionId: string): Promise<void> {
      const order = await orders.findByProviderId('interac', transactionId);
      if (order) await settle(order);
    },
  };
}

export type InteracService = ReturnType<typeof createInteracService>;
