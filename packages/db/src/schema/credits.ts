import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { customers } from './customers.ts';

export const bundles = pgTable(
  'bundles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The name on French pages; every bundle has its words in both languages (staff edit them together). */
    nameFr: text('name_fr').notNull(),
    minutes: integer('minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    giftMinutes: integer('gift_minutes').notNull(),
    cashbackPercent: integer('cashback_percent').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** `features` in French, line for line. */
    featuresFr: text('features_fr').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('bundles_minutes_positive', sql`${t.minutes} > 0`),
    check('bundles_price_cents_non_negative', sql`${t.priceCents} >= 0`),
    check('bundles_tax_cents_non_negative', sql`${t.taxCents} >= 0`),
    check('bundles_gift_minutes_non_negative', sql`${t.giftMinutes} >= 0`),
    check('bundles_cashback_percent_range', sql`${t.cashbackPercent} between 0 and 100`),
    check('bundles_sort_order_non_negative', sql`${t.sortOrder} >= 0`),
    check('bundles_names_present', sql`btrim(${t.name}) <> '' and btrim(${t.nameFr}) <> ''`),
    check(
      'bundles_features_fr_line_for_line',
      sql`cardinality(${t.featuresFr}) = cardinality(${t.features})`,
    ),
  ],
);

export const couponType = pgEnum('coupon_type', [
  'percentage_off',
  'bonus_minutes',
  'percentage_bonus_minutes',
]);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Codes are matched upper-cased (spec section 5), so only upper-case codes are stored. */
    code: text('code').notNull().unique(),
    type: couponType('type').notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamptz('expires_at'),
    maxUses: integer('max_uses'),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    /** A coupon won at tarot belongs to its winner: nobody else can redeem it (null: anyone may). */
    ownerCustomerId: text('owner_customer_id').references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code}) and ${t.code} <> ''`),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percentage_at_most_100', sql`${t.type} <> 'percentage_off' or ${t.value} <= 100`),
    check('coupons_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

export const creditLedgerKind = pgEnum('credit_ledger_kind', [
  'purchase',
  'gift',
  'coupon_bonus',
  'monthly_cashback',
  'call_usage',
  'staff_adjustment',
  'refund',
  /** Minutes support granted on a customer's satisfaction request. */
  'satisfaction_credit',
  /** A call that dropped in its first minute: its one billed minute given back. */
  'dropped_call_credit',
]);

/**
 * Every change to customers.credits, append-only (a trigger rejects UPDATE, DELETE and TRUNCATE).
 * (customer_id, kind, reference) makes a replayed payment, call or cashback run a no-op.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: creditLedgerKind('kind').notNull(),
    /** The business key of the cause: purchase id, call sid, cashback month… */
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_ledger_customer_kind_reference_key').on(t.customerId, t.kind, t.reference),
    check('credit_ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check('credit_ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
    index('credit_ledger_customer_id_created_at_idx').on(t.customerId, t.createdAt.desc()),
  ],
);
