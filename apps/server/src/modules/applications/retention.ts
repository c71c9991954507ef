import type { AppDb } from '@app/db/client';
import { addCalendarMonths } from '@app/shared/rules/calendar-months';
import { APPLICATION_RETENTION_MONTHS } from '@app/shared/schemas/applications';
import { createApplicationRetentionRepository } from './retention-repository.ts';

/**
 * Law 25: what an applicant sent is kept only as long as it serves. A rejected or withdrawn application,
 * with its photo, voice sample and staff's notes, is deleted APPLICATION_RETENTION_MONTHS calendar months
 * after its decision (`decided_at`, which a withdrawal sets too); an approved one became the advisor's
 * account and stays. The texted phone codes serve for minutes (a code lives 10 minutes, a verified one
 * waits 30 for its application), so they go after PHONE_CODE_RETENTION_DAYS. The audit log names
 * applications by id only, so it keeps nothing personal and stays.
 */

export const PHONE_CODE_RETENTION_DAYS = 30;

/** Rows per DELETE: an application carries its photo and voice sample, so a batch stays small. */
const BATCH_SIZE = 100;

/**
 * The latest decision that has served its time at `now`: APPLICATION_RETENTION_MONTHS calendar months
 * before, the same time of day (the month's last day when the day does not exist, so a decision of
 * 29 February is deleted from 1 March a year later).
 */
export function applicationRetentionCutoff(now: Date): Date {
  return addCalendarMonths(now, -APPLICATION_RETENTION_MONTHS);
}

/** Codes texted before this moment are deleted. */
export function phoneCodeRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - PHONE_CODE_RETENTION_DAYS * 86_400_000);
}

export interface ApplicationPurge {
  /** Rejected and withdrawn applications deleted (their media and notes with them). */
  applications: number;
  phoneCodes: number;
}

/** Deletes, in batches, whatever has served its time at `now`. Run again, it finds nothing to delete. */
export async function purgeExpiredApplications(db: AppDb, now: Date): Promise<ApplicationPurge> {
  const rows = createApplicationRetentionRepository(db);
  const drain = async (deleteBatch: (limit: number) => Promise<number>) => {
    let total = 0;
    for (;;) {
      const deleted = await deleteBatch(BATCH_SIZE);
      total += deleted;
      if (deleted < BATCH_SIZE) return total;
    }
  };
  const applicationCutoff = applicationRetentionCutoff(now);
  const codeCutoff = phoneCodeRetentionCutoff(now);
  return {
    applications: await drain((limit) => rows.deleteDecidedApplications(applicationCutoff, limit)),
    phoneCodes: await drain((limit) => rows.deletePhoneCodes(codeCutoff, limit)),
  };
}
