import { REVIEW_HIDE_REASONS, SATISFACTION_REASONS } from '@app/shared/schemas/trust';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advisors } from './advisors.ts';
import { user } from './auth.ts';
import { creditUsage } from './calls.ts';
import { createdAt, timestamptz } from './columns.ts';
import { customers } from './customers.ts';
import { outboxChannel } from './outbox.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The customer and the advisor a row is about: reviews, favourites and "notify me" alerts. */
const customerAndAdvisor = () => ({
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  advisorAgentId: integer('advisor_agent_id')
    .notNull()
    .references(() => advisors.agentId),
});

/**
 * A customer's rating of an advisor, allowed only after a paid call (the service checks the call; the
 * table holds one review per customer, advisor and business day). Hidden rows stay, with who hid them and
 * why, so that moderation is auditable and never silently deletes an opinion.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...customerAndAdvisor(),
    /** The business day (Montréal) the review was written: the once-a-day key. */
    reviewDay: date('review_day').notNull(),
    rating: smallint('rating').notNull(),
    /** Already masked (e-mail addresses and phone numbers); null for a rating alone. */
    comment: text('comment'),
    /** 'web' (the dashboard) or 'phone' (the keypad after a call). */
    source: text('source').notNull().default('web'),
    createdAt: createdAt(),
    /** Set when the author edits it (allowed for 7 days). */
    editedAt: timestamptz('edited_at'),
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenNote: text('hidden_note'),
    hiddenBy: text('hidden_by').references(() => user.id),
    /** The advisor's one public reply. */
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_comment_length',
      sql`${t.comment} is null or char_length(${t.comment}) between 1 and 1000`,
    ),
    check('reviews_reply_length', sql`${t.reply} is null or char_length(${t.reply}) between 1 and 1000`),
    check('reviews_source_known', sql`${t.source} in ('web', 'phone')`),
    check(
      'reviews_hidden_with_reason',
      sql`(${t.hiddenAt} is null and ${t.hiddenReason} is null) or (${t.hiddenAt} is not null and ${t.hiddenReason} in (${quoted(REVIEW_HIDE_REASONS)}))`,
    ),
    check('reviews_reply_dated', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    uniqueIndex('reviews_customer_advisor_day_key').on(t.customerId, t.advisorAgentId, t.reviewDay),
    index('reviews_advisor_created_at_idx').on(t.advisorAgentId, t.createdAt.desc()),
  ],
);

/** A customer's favourite advisors. */
export const favorites = pgTable(
  'favorites',
  {
    ...customerAndAdvisor(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'favorites_pkey', columns: [t.customerId, t.advisorAgentId] })],
);

/**
 * "Notify me when available": open until it fires, is cancelled or expires (7 days). Firing sets
 * fired_at under the row's lock in the transaction that queues the message, so it fires once.
 */
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...customerAndAdvisor(),
    channel: outboxChannel('channel').notNull(),
    /** The customer accepts a notice between 22:00 and 08:00 (business time). */
    nightOk: boolean('night_ok').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    firedAt: timestamptz('fired_at'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    check('availability_alerts_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
    uniqueIndex('availability_alerts_open_key')
      .on(t.customerId, t.advisorAgentId)
      .where(sql`${t.firedAt} is null and ${t.cancelledAt} is null`),
    index('availability_alerts_advisor_open_idx')
      .on(t.advisorAgentId)
      .where(sql`${t.firedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * A customer's request for a satisfaction credit on one call; support grants minutes (through the ledger)
 * or declines with a reason. One request per call; the once-per-30-days rule is checked under the
 * customer's lock.
 */
export const satisfactionRequests = pgTable(
  'satisfaction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    usageId: uuid('usage_id')
      .notNull()
      .unique()
      .references(() => creditUsage.id),
    reason: text('reason').notNull(),
    comment: text('comment'),
    status: text('status').notNull().default('pending'),
    minutesGranted: integer('minutes_granted'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => user.id),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('satisfaction_requests_reason_known', sql`${t.reason} in (${quoted(SATISFACTION_REASONS)})`),
    check('satisfaction_requests_status_known', sql`${t.status} in ('pending', 'granted', 'declined')`),
    check(
      'satisfaction_requests_decided',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.status} = 'granted') = (${t.minutesGranted} is not null)`,
    ),
    check(
      'satisfaction_requests_minutes_positive',
      sql`${t.minutesGranted} is null or ${t.minutesGranted} > 0`,
    ),
    check(
      'satisfaction_requests_comment_length',
      sql`${t.comment} is null or char_length(${t.comment}) between 1 and 1000`,
    ),
    index('satisfaction_requests_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('satisfaction_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
