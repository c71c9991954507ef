import type { AppDb } from '@app/db/client';
import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { torontoDateOf } from '@app/shared/rules/week';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { type ApplicationPurge, purgeExpiredApplications } from '../applications/retention.ts';
import { runOnce } from './job-runs.ts';

export const APPLICATION_RETENTION_JOB = 'application-retention';

/** The deletion of applications (and phone codes) that served their time, once a day. */
export function createApplicationRetention(db: AppDb) {
  return {
    /**
     * Once per Montréal day across every instance (job_runs' key): undefined when another instance, or
     * an earlier call, had the day.
     */
    runForDay(now: Date): Promise<ApplicationPurge | undefined> {
      return runOnce(db, APPLICATION_RETENTION_JOB, torontoDateOf(now), () =>
        purgeExpiredApplications(db, now),
      );
    },
  };
}

export type ApplicationRetention = ReturnType<typeof createApplicationRetention>;

/** Every instance schedules it at 03:15 in Montréal; the day's key lets one of them run it. */
export function scheduleApplicationRetention(app: FastifyInstance, retention: ApplicationRetention): void {
  const job = new Cron('0 15 3 * * *', { timezone: BUSINESS_TIME_ZONE, protect: true }, async () => {
    try {
      const result = await retention.runForDay(new Date());
      if (result && result.applications + result.phoneCodes > 0) {
        app.log.info(result, 'expired applications deleted');
      }
    } catch (error) {
      app.log.error({ err: error }, 'deleting expired applications failed; tomorrow’s run tries again');
    }
  });
  app.addHook('onClose', async () => {
    job.stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily deletion of expired applications (scheduled outside tests; tests run it directly). */
    applicationRetention: ApplicationRetention;
  }
}
