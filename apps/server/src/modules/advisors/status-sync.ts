import type { Database } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import type { AdvisorsService } from './service.ts';
import { type StatusSimulator, startStatusSimulator } from './simulator.ts';
import { type StatusSubscription, subscribeToStatusChanges } from './status-events.ts';

export interface AdvisorStatusSyncOptions {
  service: AdvisorsService;
  database: Database;
  /** config.statusSimulator: animate the demo advisors. */
  simulator: boolean;
}

/**
 * Keeps this instance's feed snapshot in step with every instance's writes, and runs the demo
 * simulator: both start when the app is ready and stop when it closes.
 */
export function registerAdvisorStatusSync(app: FastifyInstance, options: AdvisorStatusSyncOptions): void {
  const { service, database } = options;
  let subscription: StatusSubscription | undefined;
  let simulator: StatusSimulator | undefined;

  app.addHook('onReady', async () => {
    subscription = await subscribeToStatusChanges(
      database,
      {
        onChange: (payload) => void service.handleStatusNotification(payload),
        onLiveChange: (live) => service.setNotificationsLive(live),
      },
      app.log,
    );
    if (options.simulator) simulator = startStatusSimulator({ service, log: app.log });
  });

  app.addHook('onClose', async () => {
    await simulator?.stop();
    await subscription?.close();
  });
}
