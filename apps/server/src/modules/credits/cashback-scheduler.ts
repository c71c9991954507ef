import type { AppDb } from '@app/db/client';
import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { previousTorontoMonth } from '@app/shared/rules/week';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { runMonthlyCashback } from './cashback.ts';

/**
 * On the 1st of each month at 00:30 (business clock) every instance runs last month's cashback; the
 * unique keys make that safe, so no instance needs to be "the one that runs jobs".
 */
export function scheduleMonthlyCashback(app: FastifyInstance, db: AppDb): void {
  const job = new Cron('0 30 0 1 * *', { timezone: BUSINESS_TIME_ZONE, protect: true }, async () => {
    const month = previousTorontoMonth(new Date());
    try {
      const result = await runMonthlyCashback(db, month);
      app.log.info(result, 'monthly cashback credited');
    } catch (error) {
      app.log.error(
        { err: error, month },
        'monthly cashback failed; it is safe to run again (npm run job:cashback)',
      );
    }
  });
  app.addHook('onClose', async () => {
    job.stop();
  });
}
