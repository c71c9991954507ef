import type { Database } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { type StatusSubscription, subscribeToChannel } from '../advisors/status-events.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import type { ListsService } from './lists-service.ts';

/** The channel the advisors table's trigger NOTIFYs when an advisor starts taking calls (migration 0013). */
export const ADVISOR_AVAILABLE_CHANNEL = 'advisor_available';
const SWEEP_MS = 60_000;
const DELIVERY_MS = 10_000;

/**
 * Fires "notify me" requests when any instance's write makes an advisor available (every instance
 * listens; the row locks make one of them fire each request), sweeps every minute for requests held back
 * by the night or the 6-hour gap, and delivers the message queue every 10 seconds. Tests run the passes
 * themselves (`schedule: false`), but still listen.
 */
export function registerAlertSync(
  app: FastifyInstance,
  options: { database: Database; lists: ListsService; messages: MessageSender; schedule: boolean },
): void {
  const { database, lists, messages } = options;
  let subscription: StatusSubscription | undefined;
  const timers: NodeJS.Timeout[] = [];
  const report = (what: string) => (error: unknown) => app.log.error({ err: error }, `${what} failed`);

  app.addHook('onReady', async () => {
    subscription = await subscribeToChannel(
      database,
      ADVISOR_AVAILABLE_CHANNEL,
      {
        onChange(payload) {
          const agentId = Number(payload);
          if (Number.isSafeInteger(agentId)) lists.fireFor(agentId).catch(report('availability notices'));
        },
        // Back from a gap: an advisor may have become available meanwhile.
        onLiveChange(live) {
          if (live) lists.fireDue().catch(report('availability notices'));
        },
      },
      app.log,
    );
    if (options.schedule) {
      timers.push(setInterval(() => lists.fireDue().catch(report('availability sweep')), SWEEP_MS));
      timers.push(setInterval(() => messages.deliverDue().catch(report('message delivery')), DELIVERY_MS));
      for (const timer of timers) timer.unref();
    }
  });

  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await subscription?.close();
  });
}
