import {
  CLOSURE_QUEUE_REASONS,
  CLOSURE_REFUND_STATES,
  type ClosureQueueReason,
} from '@app/shared/schemas/account-closure';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { customers } from './customers.ts';
import { paymentProvider, purchases, refunds } from './payments.ts';

/** Where a closure refund stands: with its provider ('opened'), waiting for staff, or dealt with by staff. */
export type ClosureRefundStatus = (typeof CLOSURE_REFUND_STATES)[number];

/**
 * What closing an account refunds of each purchase: its unused paid minutes and their price, written in
 * the transaction that closes the account. An account closes once, so one row per purchase
 * (`purchase_id` unique): a retried or concurrent close finds it and refunds nothing twice. The row's id
 * is the refund's request id. A row is 'opened' with the refund sent to the provider (the refund's own
 * status says how that went); 'queued' when it could not be refunded there (no provider configured, the
 * provider refused), with the reason, for staff to pay back another way; 'resolved' once staff did,
 * with their note. Prepaid minutes are never kept silently: each is refunded, or waits here.
 */
export const closureRefunds = pgTable(
  'closure_refunds',
  {
    id: uuid('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique()
      .references(() => purchases.id),
    provider: paymentProvider('provider').notNull(),
    /** Unused paid minutes of the purchase, and what they refund (tax included). */
    minutes: integer('minutes').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider refund, once one was opened (a refused one stays linked, failed). */
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id),
    status: text('status').$type<ClosureRefundStatus>().notNull(),
    queueReason: text('queue_reason').$type<ClosureQueueReason>(),
    queuedAt: timestamptz('queued_at'),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: text('resolved_by').references(() => user.id),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'closure_refunds_status_known',
      sql`${t.status} in (${sql.raw(CLOSURE_REFUND_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'closure_refunds_queue_reason_known',
      sql`${t.queueReason} is null or ${t.queueReason} in (${sql.raw(CLOSURE_QUEUE_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
    check('closure_refunds_minutes_positive', sql`${t.minutes} > 0`),
    check('closure_refunds_amount_cents_positive', sql`${t.amountCents} > 0`),
    check('closure_refunds_opened_has_refund', sql`${t.status} <> 'opened' or ${t.refundId} is not null`),
    check(
      'closure_refunds_queue_shape',
      sql`(${t.status} = 'opened') = (${t.queuedAt} is null) and (${t.queuedAt} is null) = (${t.queueReason} is null)`,
    ),
    check(
      'closure_refunds_resolution_shape',
      sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null) and (${t.resolvedAt} is null) = (${t.resolvedBy} is null) and (${t.resolvedAt} is null) = (${t.resolutionNote} is null)`,
    ),
    index('closure_refunds_customer_id_idx').on(t.customerId),
    index('closure_refunds_queued_idx').on(t.queuedAt).where(sql`${t.status} = 'queued'`),
  ],
);
