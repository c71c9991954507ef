import type { AppDb } from '@app/db/client';
import { createWebhookReceiptRepository } from './webhook-receipt-repository.ts';

/**
 * Twilio's retries of one callback get the answer given the first time, on any instance: the answer is
 * kept under the callback's key and what it would run is not run again.
 */
export function createWebhookReplies(db: AppDb) {
  const receipts = createWebhookReceiptRepository(db);
  return {
    /** The answer stored under `key`, else `run`'s, then stored; without a key, `run` every time. */
    async once(key: string | undefined, run: () => Promise<string>): Promise<string> {
      const stored = key ? await receipts.find(key) : undefined;
      const twiml = stored ?? (await run());
      if (key && stored === undefined) await receipts.remember(key, twiml);
      return twiml;
    },
  };
}

export type WebhookReplies = ReturnType<typeof createWebhookReplies>;
