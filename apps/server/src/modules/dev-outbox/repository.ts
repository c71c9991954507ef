import type { AppDb } from '@app/db/client';
import { outboxMessages } from '@app/db/schema';
import { desc } from 'drizzle-orm';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export interface OutboxRepository {
  add(message: Omit<OutboxMessage, 'createdAt'>): Promise<void>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]>;
}

export function createOutboxRepository(db: AppDb): OutboxRepository {
  return {
    async add(message) {
      // Stamped here, not by now(): now() is the transaction's start, which would tie messages of one transaction.
      await db.insert(outboxMessages).values({ ...message, createdAt: new Date() });
    },
    list(limit) {
      return db
        .select({
          channel: outboxMessages.channel,
          to: outboxMessages.to,
          subject: outboxMessages.subject,
          body: outboxMessages.body,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(limit);
    },
  };
}
