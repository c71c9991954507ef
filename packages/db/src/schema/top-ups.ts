import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { callSessions } from './calls.ts';
import { createdAt, timestamptz } from './columns.ts';
import { bundles } from './credits.ts';
import { customers } from './customers.ts';
import { paymentOrders } from './payments.ts';

/**
 * A customer's PayPal account saved for top-ups during a call (PayPal's Vault v3), one per customer.
 * 'pending' while the customer approves the setup token at PayPal; 'active' once it became a payment
 * token; 'removing' once the customer removed it and its deletion at PayPal is not yet confirmed (never
 * charged again; the reconciliation job retries the deletion). Only the masked e-mail is kept (what the customer is shown), never the full address.
 */
export const savedPaypalAccounts = pgTable(
  'saved_paypal_accounts',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    setupTokenId: text('setup_token_id').unique(),
    paymentTokenId: text('payment_token_id').unique(),
    paypalCustomerId: text('paypal_customer_id'),
    emailMasked: text('email_masked'),
    /** What one top-up buys: the customer's chosen bundle (bundle-10 unless they chose another). */
    topUpBundleId: text('top_up_bundle_id')
      .notNull()
      .default('bundle-10')
      .references(() => bundles.id),
    /** Top up once, without a key-press, when a call has one minute left. */
    autoTopUp: boolean('auto_top_up').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('saved_paypal_accounts_status', sql`${t.status} in ('pending', 'active', 'removing')`),
    check(
      'saved_paypal_accounts_active_token',
      sql`${t.status} <> 'active' or ${t.paymentTokenId} is not null`,
    ),
  ],
);

/**
 * A top-up during a call: one per key (`<callSid>:<round>`), so a replayed key-press or a concurrent
 * attempt finds the first one and charges nothing more. Its payment order carries the money; the
 * purchase it becomes is credited by the same crediting as every purchase.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    callSid: text('call_sid')
      .notNull()
      .references(() => callSessions.callSid),
    /** 'key' (star then 1) or 'auto' (at one minute left). */
    kind: text('kind').notNull(),
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id),
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id),
    /** pending → completed, or declined (PayPal refused), refused (our limits), failed (no answer). */
    status: text('status').notNull().default('pending'),
    /** Why it did not complete: PayPal's issue, or the limit that refused it. */
    reason: text('reason'),
    minutes: integer('minutes').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('top_ups_kind', sql`${t.kind} in ('key', 'auto')`),
    check('top_ups_status', sql`${t.status} in ('pending', 'completed', 'declined', 'refused', 'failed')`),
    check('top_ups_amounts_non_negative', sql`${t.minutes} >= 0 and ${t.totalCents} >= 0`),
    index('top_ups_call_sid_idx').on(t.callSid),
  ],
);
