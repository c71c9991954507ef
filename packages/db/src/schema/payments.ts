import type { TaxLine } from '@app/shared/rules/sales-tax';
import { PROVINCES, type Province } from '@app/shared/rules/sales-tax-rates';
import type { TaxRegistration } from '@app/shared/schemas/sales-tax';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { bundles, coupons } from './credits.ts';
import { customers } from './customers.ts';

export const paymentProvider = pgEnum('payment_provider', ['paypal', 'interac']);
export const paymentOrderStatus = pgEnum('payment_order_status', [
  'created',
  'approved',
  'completed',
  'failed',
  'refunded',
]);
/** One tax line as stored (the shared TaxLine): name, rate in parts per 100 000, cents charged or given back. */
export type StoredTaxLine = TaxLine;

/** A registration number printed on a receipt ('GST' is the GST/HST account). */
export type StoredTaxRegistration = TaxRegistration;

const provinceList = sql.raw(PROVINCES.map((province) => `'${province}'`).join(', '));

/**
 * The sales tax an order charged, copied to its purchase: where it was taxed, each line, and the
 * registration numbers in force then. Rows from before taxes by province were backfilled as Québec (the
 * migration splits their stored tax into GST and QST); their registrations are empty, and a receipt reads
 * them as the numbers configured now.
 */
const taxColumns = () => ({
  taxProvince: text('tax_province').$type<Province>().notNull().default('QC'),
  taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull().default(sql`'[]'::jsonb`),
  taxRegistrations: jsonb('tax_registrations')
    .$type<StoredTaxRegistration[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/**
 * The stored tax is exactly the sum of well-formed lines: tax_lines_cents (migration 0027) answers null
 * for anything but an array of {name, ratePer100k, amountCents} with a known name and non-negative
 * integers, and `is not distinct from` refuses that null.
 */
const taxChecks = (
  table: string,
  t: { taxProvince: unknown; taxLines: unknown; taxCents: unknown; taxRegistrations: unknown },
): ReturnType<typeof check>[] => [
  check(`${table}_tax_province_known`, sql`${t.taxProvince} in (${provinceList})`),
  check(`${table}_tax_lines_sum`, sql`tax_lines_cents(${t.taxLines}) is not distinct from ${t.taxCents}`),
  check(`${table}_tax_registrations_array`, sql`jsonb_typeof(${t.taxRegistrations}) = 'array'`),
];

/** 'cashback' marks the monthly bonus rows, which have no payment behind them. */
export const purchaseProvider = pgEnum('purchase_provider', ['paypal', 'interac', 'cashback']);

/**
 * The priced order as sent to the payment provider; capture credits exactly these figures, so a
 * price change between order and capture cannot alter what the customer paid for.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id),
    couponId: uuid('coupon_id').references(() => coupons.id),
    bundleMinutes: integer('bundle_minutes').notNull(),
    giftMinutes: integer('gift_minutes').notNull(),
    bonusMinutes: integer('bonus_minutes').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    ...taxColumns(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: paymentOrderStatus('status').notNull().default('created'),
    /** Set when crediting met a conflict (a coupon over its limit after the money was taken): staff review it. */
    reviewNote: text('review_note'),
    /** PayPal's capture id, kept when the capture completes: a refund names it. */
    providerCaptureId: text('provider_capture_id'),
    /** The reconciliation job's claim: no instance asks the provider about this order again before then. */
    reconcileAfter: timestamptz('reconcile_after'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_orders_provider_order_key').on(t.provider, t.providerOrderId),
    check('payment_orders_bundle_minutes_non_negative', sql`${t.bundleMinutes} >= 0`),
    check('payment_orders_gift_minutes_non_negative', sql`${t.giftMinutes} >= 0`),
    check('payment_orders_bonus_minutes_non_negative', sql`${t.bonusMinutes} >= 0`),
    check('payment_orders_price_cents_non_negative', sql`${t.priceCents} >= 0`),
    check(
      'payment_orders_discount_cents_range',
      sql`${t.discountCents} >= 0 and ${t.discountCents} <= ${t.priceCents}`,
    ),
    check('payment_orders_tax_cents_non_negative', sql`${t.taxCents} >= 0`),
    // Spec section 9: total = price - discount + tax on the discounted price.
    check(
      'payment_orders_total_cents_sum',
      sql`${t.totalCents} = ${t.priceCents} - ${t.discountCents} + ${t.taxCents}`,
    ),
    check('payment_orders_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    ...taxChecks('payment_orders', t),
    index('payment_orders_customer_id_idx').on(t.customerId),
    index('payment_orders_open_idx').on(t.createdAt).where(sql`${t.status} in ('created', 'approved')`),
  ],
);

/**
 * The customer's purchase history. (provider, order_id) is the replay key of a capture; cashback
 * rows use provider 'cashback' and an order_id that names the customer and the month.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    purchaseDate: timestamptz('purchase_date').notNull().defaultNow(),
    bundleId: text('bundle_id').references(() => bundles.id),
    bundleName: text('bundle_name').notNull(),
    /** Every minute credited by this purchase: bundle, gift and coupon bonus. */
    minutes: integer('minutes').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    ...taxColumns(),
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull().default('CAD'),
    couponId: uuid('coupon_id').references(() => coupons.id),
    provider: purchaseProvider('provider').notNull(),
    orderId: text('order_id').notNull(),
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id),
  },
  (t) => [
    unique('purchases_provider_order_id_key').on(t.provider, t.orderId),
    check('purchases_minutes_non_negative', sql`${t.minutes} >= 0`),
    check('purchases_amount_cents_non_negative', sql`${t.amountCents} >= 0`),
    check('purchases_tax_cents_non_negative', sql`${t.taxCents} >= 0`),
    check('purchases_discount_cents_non_negative', sql`${t.discountCents} >= 0`),
    check('purchases_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    ...taxChecks('purchases', t),
    check(
      'purchases_cashback_shape',
      sql`(${t.provider} = 'cashback' and ${t.bundleId} is null and ${t.amountCents} = 0) or (${t.provider} <> 'cashback' and ${t.bundleId} is not null)`,
    ),
    index('purchases_customer_id_purchase_date_idx').on(t.customerId, t.purchaseDate.desc()),
  ],
);

/**
 * One row per use of a coupon by a customer: reserved when the order is created (purchase_id null),
 * redeemed when it is credited (purchase_id set), released when the order fails or expires. A live use
 * holds a slot use_number in 1..max_uses, unique per (coupon, customer) among live uses, and a trigger
 * refuses a slot beyond max_uses or a coupon that belongs to someone else: the database holds the limit
 * even if two transactions raced past the service's check.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    purchaseId: uuid('purchase_id')
      .unique()
      .references(() => purchases.id),
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id),
    useNumber: integer('use_number').notNull(),
    releasedAt: timestamptz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_id_customer_id_idx').on(t.couponId, t.customerId),
    uniqueIndex('coupon_uses_live_slot_key')
      .on(t.couponId, t.customerId, t.useNumber)
      .where(sql`${t.releasedAt} is null`),
    check('coupon_uses_use_number_positive', sql`${t.useNumber} > 0`),
    check('coupon_uses_redeemed_not_released', sql`${t.purchaseId} is null or ${t.releasedAt} is null`),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'completed', 'failed']);

/**
 * A refund of a purchase, whole or in part, through the provider that took the money. The
 * row is written (pending) before the provider is asked, under a lock on the purchase, so a double
 * click or a second tab finds it by `request_id` and refunds once; the provider call carries the row's
 * id as its idempotency key. Completing it takes `minutes` back through the ledger (kind 'refund',
 * reference the refund id), never below zero: what the balance could not cover is `shortfall_minutes`.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: paymentProvider('provider').notNull(),
    /** The client's key for this refund (one per dialog): the same key twice refunds once. */
    requestId: uuid('request_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * The sales tax this refund gives back, per line of the purchase (refundTaxLines: in proportion, never
     * more than is left of a line; a failed refund's lines count for nothing). Included in `amount_cents`.
     */
    taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull().default(sql`'[]'::jsonb`),
    currency: text('currency').notNull().default('CAD'),
    /** Minutes to take back from the customer's balance. */
    minutes: integer('minutes').notNull(),
    minutesTaken: integer('minutes_taken'),
    shortfallMinutes: integer('shortfall_minutes'),
    status: refundStatus('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    note: text('note').notNull(),
    actorUserId: text('actor_user_id')
      .notNull()
      .references(() => user.id),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('refunds_amount_cents_positive', sql`${t.amountCents} > 0`),
    check('refunds_minutes_non_negative', sql`${t.minutes} >= 0`),
    check('refunds_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    // Well-formed lines only: a last refund gives back all the tax left, which after many tiny refunds
    // (each rounded down) can exceed its own amount, so no bound against amount_cents here.
    check('refunds_tax_lines_shape', sql`tax_lines_cents(${t.taxLines}) is not null`),
    check(
      'refunds_completed_shape',
      sql`(${t.status} = 'completed') = (${t.minutesTaken} is not null and ${t.shortfallMinutes} is not null and ${t.completedAt} is not null)`,
    ),
    check(
      'refunds_minutes_accounted',
      sql`${t.minutesTaken} is null or (${t.minutesTaken} >= 0 and ${t.shortfallMinutes} >= 0 and ${t.minutesTaken} + ${t.shortfallMinutes} = ${t.minutes})`,
    ),
    uniqueIndex('refunds_provider_refund_id_key')
      .on(t.provider, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    index('refunds_purchase_id_idx').on(t.purchaseId),
    index('refunds_created_at_idx').on(t.createdAt),
  ],
);
