import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const outboxChannel = pgEnum('outbox_channel', ['sms', 'email']);

/** Messages that would have been sent by SMS or e-mail when no provider is configured (dev only). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_at_idx').on(t.createdAt.desc())],
);

/**
 * The durable queue of messages to send (e-mail or SMS), written in the transaction that decides to send
 * them, so a message is never decided and then lost. `key` names the reason ('alert:<id>'): queuing the
 * same message twice changes nothing. A worker claims due rows (FOR UPDATE SKIP LOCKED, claimed_until),
 * sends, and marks them sent; a refusal is retried later, and a claim that expired without an answer
 * (the instance died mid-send) is marked 'unknown' rather than sent again.
 */
export const messageJobs = pgTable(
  'message_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    channel: outboxChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** pending → sending → sent; or failed (refused too often) or unknown (the sender vanished mid-send). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    claimedUntil: timestamptz('claimed_until'),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'message_jobs_status_known',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'unknown')`,
    ),
    check('message_jobs_attempts_non_negative', sql`${t.attempts} >= 0`),
    index('message_jobs_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
