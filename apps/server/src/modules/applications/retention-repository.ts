import type { AppDb } from '@app/db/client';
import { advisorApplications, applicationPhoneCodes, messageJobs } from '@app/db/schema';
import { and, inArray, lt, lte, notInArray } from 'drizzle-orm';

/** Statuses whose applications are deleted once their retention ends (Law 25). */
export const EXPIRING_STATUSES = ['rejected', 'withdrawn'] as const;

/**
 * The messages sent about these rows (their keys name them: 'application-received:<id>'), once done
 * with: the queue keeps each message's text, which names the applicant or holds their number. One still
 * waiting to be sent (never the case a year on) is left to its worker.
 */
async function deleteMessagesAbout(db: AppDb, prefixes: readonly string[], ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(messageJobs).where(
    and(
      inArray(
        messageJobs.key,
        ids.flatMap((id) => prefixes.map((prefix) => `${prefix}:${id}`)),
      ),
      notInArray(messageJobs.status, ['pending', 'sending']),
    ),
  );
}

/** The keys of what an application's applicant was sent (a rejected one's; a withdrawn one's). */
const APPLICATION_MESSAGES = ['application-received', 'application-rejected'] as const;
const PHONE_CODE_MESSAGES = ['application-code'] as const;

/**
 * The deletions of the applications' retention: each call deletes at most `limit` rows, with the
 * messages about them, in one transaction, and says how many it deleted. Rows another transaction holds
 * are skipped, for the next call.
 */
export function createApplicationRetentionRepository(db: AppDb) {
  return {
    /** Rejected and withdrawn applications decided at or before `cutoff`; their media and notes cascade. */
    async deleteDecidedApplications(cutoff: Date, limit: number): Promise<number> {
      const batch = db
        .select({ id: advisorApplications.id })
        .from(advisorApplications)
        .where(
          and(
            inArray(advisorApplications.status, [...EXPIRING_STATUSES]),
            lte(advisorApplications.decidedAt, cutoff),
          ),
        )
        .orderBy(advisorApplications.decidedAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(advisorApplications)
          .where(inArray(advisorApplications.id, batch))
          .returning({ id: advisorApplications.id });
        await deleteMessagesAbout(
          tx,
          APPLICATION_MESSAGES,
          rows.map((row) => row.id),
        );
        return rows.length;
      });
    },

    /** Phone codes texted before `cutoff`, whatever their state. */
    async deletePhoneCodes(cutoff: Date, limit: number): Promise<number> {
      const batch = db
        .select({ id: applicationPhoneCodes.id })
        .from(applicationPhoneCodes)
        .where(lt(applicationPhoneCodes.createdAt, cutoff))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(applicationPhoneCodes)
          .where(inArray(applicationPhoneCodes.id, batch))
          .returning({ id: applicationPhoneCodes.id });
        await deleteMessagesAbout(
          tx,
          PHONE_CODE_MESSAGES,
          rows.map((row) => row.id),
        );
        return rows.length;
      });
    },
  };
}
