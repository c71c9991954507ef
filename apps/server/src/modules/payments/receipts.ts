import { isLanguage, pathInLanguage } from '@app/shared/rules/language';
import { receiptPath } from '@app/shared/rules/receipt';
import { splitQuebecTax } from '@app/shared/rules/sales-tax';
import type { Receipt, ReceiptBusiness } from '@app/shared/schemas/receipts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/email.ts';
import type { CreditedPurchase } from './purchase-repository.ts';
import { receiptEmail } from './receipt-email.ts';
import type { ReceiptRepository, ReceiptRow } from './receipt-repository.ts';

/** A stored purchase as its receipt: figures as charged, the tax split into GST and QST to the cent. */
export function toReceipt(row: ReceiptRow, business: ReceiptBusiness): Receipt {
  if (row.provider === 'cashback') throw new Error('a cashback purchase has no receipt');
  const subtotalCents = row.priceCents - row.discountCents;
  const { gstCents, qstCents } = splitQuebecTax(subtotalCents, row.taxCents);
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
    gstCents,
    qstCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    currency: row.currency,
    customer: { name: row.customerName, email: row.customerEmail },
    business: {
      legalName: business.legalName,
      address: business.address,
      gstNumber: business.gstNumber,
      qstNumber: business.qstNumber,
    },
  };
}

/**
 * Receipts: the customer's own receipt for the page, and the receipt e-mail sent once per purchase.
 *
 * The e-mail is sent after crediting has committed, and only by the call whose transaction made the
 * purchase (`applied: true`): a replayed capture, a webhook or the reconciliation job arriving second get
 * `applied: false` and send nothing. It runs in the background: a slow or failing mail server never
 * delays, fails or undoes a payment; a failure is logged (without the address) and the receipt stays
 * on the dashboard. Shutdown waits for the e-mails under way (`idle`).
 */
export function createReceiptService(deps: {
  repository: ReceiptRepository;
  mailer: Mailer;
  business: ReceiptBusiness;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repository, mailer, business, publicUrl, log } = deps;
  const pending = new Set<Promise<void>>();

  async function send(purchaseId: string): Promise<void> {
    const row = await repository.findById(purchaseId);
    if (!row || row.provider === 'cashback') {
      log.warn({ purchaseId }, 'receipt e-mail not sent: no paid purchase with this id');
      return;
    }
    const language = isLanguage(row.customerLanguage) ? row.customerLanguage : 'en';
    const url = `${publicUrl}${pathInLanguage(receiptPath(purchaseId), language)}`;
    await mailer.send(receiptEmail(toReceipt(row, business), url, language));
  }

  return {
    async findForCustomer(customerId: string, purchaseId: string): Promise<Receipt | undefined> {
      const row = await repository.findForCustomer(customerId, purchaseId);
      if (!row || row.provider === 'cashback') return undefined;
      return toReceipt(row, business);
    },

    /** The after-credit hook of the payment services; never throws, never waits for the e-mail. */
    onCredited(credited: CreditedPurchase): void {
      if (!credited.applied) return;
      const task = send(credited.purchaseId).catch((error: unknown) => {
        log.error(
          { err: error, purchaseId: credited.purchaseId },
          'receipt e-mail failed; the payment stands and the receipt stays on the dashboard',
        );
      });
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /** Resolves once every receipt e-mail under way has been sent or has failed. */
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
