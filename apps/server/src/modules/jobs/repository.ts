import type { AppDb } from '@app/db/client';
import { jobRuns, webhookReceipts } from '@app/db/schema';
import { and, eq, lt } from 'drizzle-orm';

/** The scheduled jobs' bookkeeping: job_runs (one row per job and slot) and the pruning of old rows. */
export function createJobsRepository(db: AppDb) {
  return {
    /** Inserts the (name, slot) row; false when it exists (another instance has the slot). */
    async claimSlot(name: string, slot: string): Promise<boolean> {
      const claimed = await db
        .insert(jobRuns)
        .values({ name, slot })
        .onConflictDoNothing()
        .returning({ slot: jobRuns.slot });
      return claimed.length > 0;
    },

    async finishSlot(name: string, slot: string, summary: string): Promise<void> {
      await db
        .update(jobRuns)
        .set({ finishedAt: new Date(), summary })
        .where(and(eq(jobRuns.name, name), eq(jobRuns.slot, slot)));
    },

    async deleteRunsStartedBefore(cutoff: Date): Promise<void> {
      await db.delete(jobRuns).where(lt(jobRuns.startedAt, cutoff));
    },

    async deleteWebhookReceiptsBefore(cutoff: Date): Promise<void> {
      await db.delete(webhookReceipts).where(lt(webhookReceipts.createdAt, cutoff));
    },
  };
}
