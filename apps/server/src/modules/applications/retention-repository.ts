import type { AppDb } from '@app/db/client';
import { advisorApplications, applicationPhoneCodes } from '@app/db/schema';
import { and, inArray, lt, lte } from 'drizzle-orm';

/** Statuses whose applications are deleted once their retention ends (Law 25). */
export const EXPIRING_STATUSES = ['rejected', 'withdrawn'] as const;

/**
 * The deletions of the applications' retention: each call deletes at most `limit` rows in one statement
 * and says how many it deleted. Rows another transaction holds are skipped, for the next call.
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
      const rows = await db
        .delete(advisorApplications)
        .where(inArray(advisorApplications.id, batch))
        .returning({ id: advisorApplications.id });
      return rows.length;
    },

    /** Phone codes texted before `cutoff`, whatever their state. */
    async deletePhoneCodes(cutoff: Date, limit: number): Promise<number> {
      const batch = db
        .select({ id: applicationPhoneCodes.id })
        .from(applicationPhoneCodes)
        .where(lt(applicationPhoneCodes.createdAt, cutoff))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(applicationPhoneCodes)
        .where(inArray(applicationPhoneCodes.id, batch))
        .returning({ id: applicationPhoneCodes.id });
      return rows.length;
    },
  };
}
