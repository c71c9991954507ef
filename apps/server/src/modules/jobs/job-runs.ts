import type { AppDb } from '@app/db/client';
import { createJobsRepository } from './repository.ts';

/** The slot of a job that runs every minute: the minute, in UTC ('2026-11-25T03:14'). */
export const minuteSlot = (at: Date): string => at.toISOString().slice(0, 16);

/**
 * Runs `work` for (name, slot) on exactly one instance: every instance tries to insert the row, the
 * primary key lets one win, and only the winner runs. Its summary (or error) is kept on the row.
 * Returns undefined when another instance had the slot.
 */
export async function runOnce<T>(
  db: AppDb,
  name: string,
  slot: string,
  work: () => Promise<T>,
  describe: (result: T) => string = (result) => JSON.stringify(result),
): Promise<T | undefined> {
  const jobs = createJobsRepository(db);
  if (!(await jobs.claimSlot(name, slot))) return undefined;
  const finish = (summary: string) => jobs.finishSlot(name, slot, summary);
  try {
    const result = await work();
    await finish(describe(result));
    return result;
  } catch (error) {
    await finish(`failed: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

/** Keeps a week of runs (enough to look back on an incident). */
export async function pruneJobRuns(db: AppDb, now: Date): Promise<void> {
  await createJobsRepository(db).deleteRunsStartedBefore(new Date(now.getTime() - 7 * 86_400_000));
}
