import type { AppDb } from '@app/db/client';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage, pathInLanguage } from '@app/shared/rules/language';
import { receiptPath } from '@app/shared/rules/receipt';
import { toTaxLineDtos } from '@app/shared/rules/sales-tax';
import type { Receipt, ReceiptBusiness } from '@app/shared/schemas/receipts';
import type { TaxRegistration } from '@app/shared/schemas/sales-tax';
import type { FastifyBaseLogger } from 'fastify';
import { type MessageSender, type QueuedMessage, queueMessage } from '../messages/message-jobs.ts';
import type { CreditedPurchase } from './crediting.ts';
import { receiptEmail } from './receipt-email.ts';
import type { ReceiptRepository, ReceiptRow } from './receipt-repository.ts';
import { taxRegistrations } from './tax-policy.ts';

/** The seller on a receipt, with the numbers configured now (read for purchases that stored none). */
export type ReceiptSeller = ReceiptBusiness & { gstNumber: string; qstNumber: string };

/**
 * The registration numbers a receipt prints: those the order stored when it was priced. A purchase from
 * before taxes by province stored none; it reads the numbers configured now, by the same rule (the
 * GST/HST number always, the QST number only when a QST line was charged).
 */
function registrationsOf(row: ReceiptRow, business: ReceiptSeller): TaxRegistration[] {
  return row.taxRegistrations.length > 0 ? row.taxRegistrations : taxRegistrations(business, row.taxLines);
}

/**
 * A stored purchase as its receipt: figures as charged, never recomputed: the province it was taxed in,
 * each tax line and the registration numbers the order recorded.
 */
export function toReceipt(row: ReceiptRow, business: ReceiptSeller): Receipt {
  if (row.provider === 'cashback') throw new Error('a cashback purchase has no receipt');
  const subtotalCents = row.priceCents - row.discountCents;
  return {
    purchaseId: row.purchaseId,
    orderId: row.orderId,
    purchasedAt: row.purchasedAt.toISOString(),
    paymentMethod: row.provider,
    refunded: row.status === 'refunded',
    bundleName: row.bundleName,
    bundleId: row.bundleId,
    bundleMinutes: row.bundleMinutes,
    giftMinutes: row.giftMinutes,
    bonusMinutes: row.bonusMinutes,
    totalMinutes: row.bundleMinutes + row.giftMinutes + row.bonusMinutes,
    priceCents: row.priceCents,
    discountCents: row.discountCents,
    couponCode: row.couponCode,
    subtotalCents,
    province: row.taxProvince,
    taxes: toTaxLineDtos(row.taxLines),
    taxCents: row.taxCents,
    registrations: registrationsOf(row, business),
    totalCents: row.totalCents,
    currency: row.currency,
    customer: { name: shownCustomerName(row.customerName, row.customerEmail), email: row.customerEmail },
    business: {
      legalName: business.legalName,
      address: business.address,
    },
  };
}

/**
 * Receipts: the customer's own receipt for the page, and the receipt e-mail sent once per purchase.
 *
 * The e-mail is queued in the transaction that credits the purchase (`queue`, through the durable
 * message queue), so it exists if and only if the purchase does: a crash right after the payment no longer
 * loses it, a refusing mail server gets it again later (the queue's retries), and a replayed capture, a
 * webhook or the reconciliation job arriving second find the purchase made and queue nothing. Once that
 * transaction has committed, `onCredited` starts a delivery pass in the background: a slow or failing mail
 * server never delays a payment. Shutdown waits for the passes under way (`idle`).
 */
export function createReceiptService(deps: {
  repository: ReceiptRepository;
  messages: Pick<MessageSender, 'deliverDue'>;
  business: ReceiptSeller;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where a message is queued (the durable queue; unit tests pass their own). */
  enqueue?: (tx: AppDb, message: QueuedMessage) => Promise<boolean>;
}) {
  const { repository, messages, business, publicUrl, log, enqueue = queueMessage } = deps;
  const pending = new Set<Promise<void>>();

  return {
    async findForCustomer(customerId: string, purchaseId: string): Promise<Receipt | undefined> {
      const row = await repository.findForCustomer(customerId, purchaseId);
      if (!row || row.provider === 'cashback') return undefined;
      return toReceipt(row, business);
    },

    /** The in-transaction hook of the payment services: the purchase's receipt e-mail, queued once. */
    async queue(tx: AppDb, purchaseId: string): Promise<void> {
      const row = await repository.findById(purchaseId, tx);
      if (!row || row.provider === 'cashback') {
        log.warn({ purchaseId }, 'receipt e-mail not queued: no paid purchase with this id');
        return;
      }
      const language = isLanguage(row.customerLanguage) ? row.customerLanguage : 'en';
      const url = `${publicUrl}${pathInLanguage(receiptPath(purchaseId), language)}`;
      const mail = receiptEmail(toReceipt(row, business), url, language);
      await enqueue(tx, {
        key: `receipt:${purchaseId}`,
        channel: 'email',
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
      });
    },

    /** The after-credit hook: a delivery pass for the receipt just queued; never throws, never waits. */
    onCredited(credited: CreditedPurchase): void {
      if (!credited.applied) return;
      const task = messages
        .deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => {
          log.error(
            { err: error, purchaseId: credited.purchaseId },
            'receipt delivery pass failed; the receipt stays queued and the payment stands',
          );
        });
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /** Resolves once every delivery pass started after a purchase has ended. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Receipts (the page's route reads through it; tests wait for its e-mails with `idle()`). */
    receipts: ReceiptService;
  }
}
