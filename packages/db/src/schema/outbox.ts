import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
