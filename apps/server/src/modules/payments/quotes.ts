import type { AppDb } from '@app/db/client';
import { toTaxLineDtos } from '@app/shared/rules/sales-tax';
import { isProvince, type Province } from '@app/shared/rules/sales-tax-rates';
import type { Quote, TaxRegistration } from '@app/shared/schemas/sales-tax';
import { type CouponRef, type PricedOrder, priceOrder } from '../credits/order-pricing.ts';
import { createPaymentOrderRepository } from './payment-order-repository.ts';
import type { TaxPolicy } from './tax-policy.ts';

/** A priced order and the registration numbers its taxes print under. */
export interface QuotedOrder extends PricedOrder {
  registrations: TaxRegistration[];
}

export interface QuoteInput {
  /** null: a visitor, taxed where `province` says (Québec by default), the coupon checked as far as it can be. */
  customerId: string | null;
  bundleId: string;
  coupon?: CouponRef | undefined;
  /** Overrides the customer's stored province (the quote's `province`); never given for an order. */
  province?: Province | undefined;
  at: Date;
}

/** The province a customer is taxed in: their billing address's, or none (Québec) before they gave one. */
export async function customerTaxProvince(db: AppDb, customerId: string): Promise<Province | null> {
  const row = await createPaymentOrderRepository(db).findPayer(customerId);
  return isProvince(row?.province) ? row.province : null;
}

/**
 * The one pricing of a purchase, shared by the quote, the orders (PayPal, Interac) and anything that sells
 * minutes later: the bundle, the coupon, the taxes of the province (the one asked, else the customer's,
 * else Québec) on the day of `at`, and the registration numbers in force. `db` is the order's
 * transaction when an order is being stored, so the figures and what is stored are one reading.
 */
export async function quoteOrder(db: AppDb, policy: TaxPolicy, input: QuoteInput): Promise<QuotedOrder> {
  const province =
    input.province ?? (input.customerId === null ? null : await customerTaxProvince(db, input.customerId));
  const tax = policy.contextFor(province, input.at);
  const priced = await priceOrder(db, {
    customerId: input.customerId,
    bundleId: input.bundleId,
    coupon: input.coupon,
    tax,
  });
  return { ...priced, registrations: policy.registrationsFor(tax.province, priced.summary.taxes) };
}

/** The quote's answer (POST /api/payments/quote): rates as fractions, as the summary shows them. */
export function toQuote(quoted: QuotedOrder): Quote {
  const { summary } = quoted;
  return {
    bundle: quoted.bundle.id,
    priceCents: summary.priceCents,
    discountCents: summary.discountCents,
    taxes: toTaxLineDtos(summary.taxes),
    totalCents: summary.totalCents,
    province: summary.province,
  };
}
