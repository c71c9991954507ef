import type { AppDb } from '@app/db/client';
import { messageJobs } from '@app/db/schema';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';

export type MessageJobRow = typeof messageJobs.$inferSelect;

/**
 * The durable message queue's statements (message_jobs). Built over the caller's transaction to queue a
 * message with what it commits, over the claiming transaction to claim, and over the database otherwise.
 */
export function createMessagesRepository(db: AppDb) {
  return {
    /** Queues a message; false when one with this key exists. */
    async insert(message: {
      key: string;
      channel: 'sms' | 'email';
      to: string;
      subject: string | null;
      body: string;
      html: string | null;
    }): Promise<boolean> {
      const inserted = await db
        .insert(messageJobs)
        .values(message)
        .onConflictDoNothing({ target: messageJobs.key })
        .returning({ id: messageJobs.id });
      return inserted.length > 0;
    },

    /** Up to `limit` pending messages due by `now`, locked, skipping those another sender holds. */
    async lockDue(now: Date, limit: number): Promise<string[]> {
      const due = await db
        .select({ id: messageJobs.id })
        .from(messageJobs)
        .where(and(eq(messageJobs.status, 'pending'), lte(messageJobs.nextAttemptAt, now)))
        .orderBy(messageJobs.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return due.map((row) => row.id);
    },

    /** Marks the messages as being sent until `claimedUntil`, one more attempt each; what to send. */
    async markSending(ids: string[], claimedUntil: Date) {
      return db
        .update(messageJobs)
        .set({
          status: 'sending',
          attempts: sql`${messageJobs.attempts} + 1`,
          claimedUntil,
        })
        .where(inArray(messageJobs.id, ids))
        .returning({
          id: messageJobs.id,
          channel: messageJobs.channel,
          to: messageJobs.to,
          subject: messageJobs.subject,
          body: messageJobs.body,
          html: messageJobs.html,
          attempts: messageJobs.attempts,
        });
    },

    /** Claims that expired before `now` become 'unknown'; their ids and keys. */
    async markAbandoned(now: Date, lastError: string) {
      return db
        .update(messageJobs)
        .set({ status: 'unknown', claimedUntil: null, lastError })
        .where(and(eq(messageJobs.status, 'sending'), lt(messageJobs.claimedUntil, now)))
        .returning({ id: messageJobs.id, key: messageJobs.key });
    },

    /** Records the answer of a message still being sent: sent, or back to pending or failed. */
    async settle(
      id: string,
      changes: Pick<
        Partial<MessageJobRow>,
        'status' | 'sentAt' | 'claimedUntil' | 'nextAttemptAt' | 'lastError'
      >,
    ): Promise<void> {
      await db
        .update(messageJobs)
        .set(changes)
        .where(and(eq(messageJobs.id, id), eq(messageJobs.status, 'sending')));
    },

    /** Messages being sent, or pending and due by `now`. */
    async countUndelivered(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messageJobs)
        .where(
          or(
            eq(messageJobs.status, 'sending'),
            and(eq(messageJobs.status, 'pending'), lte(messageJobs.nextAttemptAt, now)),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
