import type { ModuleContext } from '../context.ts';
import { scheduleMonthlyCashback } from '../credits/cashback-scheduler.ts';
import { createApplicationRetention, scheduleApplicationRetention } from './application-retention.ts';
import { createReconciliation, type Reconciliation, scheduleReconciliation } from './reconciliation.ts';

/**
 * The scheduled jobs: the reconciliation pass every minute (payments, refunds and calls a lost answer
 * left open), the monthly cashback and the daily deletion of expired applications. Every running
 * instance schedules them; unique keys make each run once. Tests drive them directly
 * (app.reconciliation, app.applicationRetention).
 */
export function registerJobs(
  { app, config, db, metrics }: ModuleContext,
  deps: Omit<Parameters<typeof createReconciliation>[0], 'db' | 'observer'>,
): Reconciliation {
  const reconciliation = createReconciliation({ db, ...deps, observer: metrics.reconciliation });
  app.decorate('reconciliation', reconciliation);
  const applicationRetention = createApplicationRetention(db);
  app.decorate('applicationRetention', applicationRetention);
  if (config.nodeEnv !== 'test') {
    scheduleMonthlyCashback(app, db);
    scheduleReconciliation(app, reconciliation);
    scheduleApplicationRetention(app, applicationRetention);
  }
  return reconciliation;
}
