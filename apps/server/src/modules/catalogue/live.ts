import type { AppDb, Database } from '@app/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type StatusSubscription, subscribeToChannel } from '../advisors/status-events.ts';

/** NOTIFY channel of a change to the promotions, announcements or bundles, sent in the change's transaction. */
export const SITE_CONTENT_CHANNEL = 'site_content';

/** Sends the NOTIFY with `tx`: PostgreSQL delivers it when (and only if) the change commits. */
export async function notifySiteContent(
  tx: AppDb,
  what: 'promotion' | 'announcement' | 'bundle',
): Promise<void> {
  await tx.execute(sql`select pg_notify(${SITE_CONTENT_CHANNEL}, ${what})`);
}

/**
 * A number that moves whenever a promotion, an announcement or a bundle changes, on any instance: the
 * pages' cached copies of them (createCachedDataTransformer's `version`) are looked up again when it moved,
 * instead of waiting out their 15 s.
 */
export function createSiteContentVersion() {
  let version = 0;
  return {
    current: (): number => version,
    bump(): void {
      version += 1;
    },
  };
}

export type SiteContentVersion = ReturnType<typeof createSiteContentVersion>;

/** Follows every instance's NOTIFY from the app's start to its close (a reconnection counts as a change). */
export function registerSiteContentSync(
  app: FastifyInstance,
  version: SiteContentVersion,
  database: Database,
): void {
  let subscription: StatusSubscription | undefined;
  app.addHook('onReady', async () => {
    subscription = await subscribeToChannel(
      database,
      SITE_CONTENT_CHANNEL,
      {
        onChange: () => version.bump(),
        onLiveChange: (live) => {
          if (live) version.bump();
        },
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await subscription?.close();
  });
}
