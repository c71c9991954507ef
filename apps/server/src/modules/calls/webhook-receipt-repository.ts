import type { AppDb } from '@app/db/client';
import { webhookReceipts } from '@app/db/schema';
import { eq } from 'drizzle-orm';

/** Answers already given to Twilio, shared by every instance through the database. */
export function createWebhookReceiptRepository(db: AppDb) {
  return {
    async find(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ response: webhookReceipts.response })
        .from(webhookReceipts)
        .where(eq(webhookReceipts.key, key))
        .limit(1);
      return row?.response;
    },
    /** The first answer stays: a concurrent duplicate that also got through keeps the stored one. */
    async remember(key: string, response: string): Promise<void> {
      await db.insert(webhookReceipts).values({ key, response }).onConflictDoNothing();
    },
  };
}

export type WebhookReceiptRepository = ReturnType<typeof createWebhookReceiptRepository>;
