import type { ModuleContext } from '../context.ts';
import { scheduleMonthlyCashback } from '../credits/cashback-scheduler.ts';
import { createReconciliation, type Reconciliation, scheduleReconciliation } from './reconciliation.ts';

/**
 * The scheduled jobs: the reconciliation pass every minute (payments, refunds and calls a lost answer
 * left open) and the monthly cashback. Every running instance schedules them; unique keys make each run
 * once. Tests drive them directly (app.reconciliation).
 */
export function registerJobs(
  { app, config, db, metrics }: ModuleContext,
  deps: Omit<Parameters<typeof createReconciliation>[0], 'db' | 'observer'>,
): Reconciliation {
  const reconciliation = createReconciliation({ db, ...deps, observer: metrics.reconciliation });
  app.decorate('reconciliation', reconciliation);
  if (config.nodeEnv !== 'test') {
    scheduleMonthlyCashback(app, db);
    scheduleReconciliation(app, reconciliation);
  }
  return reconciliation;
}
