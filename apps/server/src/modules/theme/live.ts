import type { Database } from '@app/db/client';
import type { ThemeMode } from '@app/shared/constants';
import type { FastifyInstance } from 'fastify';
import { type StatusSubscription, subscribeToChannel } from '../advisors/status-events.ts';
import { SITE_SETTINGS_CHANNEL, type ThemeRepository } from './repository.ts';

/** While notifications may be missed (a listener reconnecting), the row is read again at most this often. */
const STALE_AFTER_MS = 2_000;

/**
 * The season this instance serves, kept in memory: staff's choice (site_settings) or, while none was
 * made, the instance's THEME. Every page reads it, so it is a field read; it changes when any instance
 * sends the NOTIFY of a new choice (registerLiveThemeSync); the instance that wrote it reads it back at
 * once, before answering.
 */
export function createLiveTheme(options: { repository: ThemeRepository; configured: ThemeMode }) {
  let stored: ThemeMode | null = null;
  let live = false;
  let readAt = 0;
  let reads = 0;
  let pending: Promise<void> | undefined;

  let newest: Promise<void> = Promise.resolve();

  /**
   * Reads the choice again. Reads may finish out of order, and only the latest one started has the latest
   * commit, so an older one applies nothing; and it resolves only once the newest read has applied, so a
   * caller that just committed (the writer, before it answers) never reads the theme from before its commit.
   */
  async function refresh(): Promise<void> {
    const mine = ++reads;
    let run: Promise<void> = options.repository.read().then((row) => {
      if (mine !== reads) return;
      stored = row?.theme ?? null;
      readAt = Date.now();
    });
    newest = run;
    await run;
    while (newest !== run) {
      run = newest;
      await run;
    }
  }

  return {
    configured: options.configured,
    current: (): ThemeMode => stored ?? options.configured,
    source: (): 'setting' | 'configuration' => (stored ? 'setting' : 'configuration'),
    refresh,
    setLive(next: boolean): void {
      live = next;
    },
    /** The theme for a page: read again first if notifications may have been missed for a while. */
    async forPage(): Promise<ThemeMode> {
      if (!live && Date.now() - readAt > STALE_AFTER_MS) {
        // One read for all the pages asking meanwhile.
        // A failed read keeps the theme known so far (the page must not fail for it); the next page retries.
        pending ??= refresh()
          .catch(() => undefined)
          .finally(() => {
            pending = undefined;
          });
        await pending;
      }
      return stored ?? options.configured;
    },
  };
}

export type LiveTheme = ReturnType<typeof createLiveTheme>;

/** Reads the choice when the app is ready, then follows every instance's NOTIFY until it closes. */
export function registerLiveThemeSync(app: FastifyInstance, live: LiveTheme, database: Database): void {
  let subscription: StatusSubscription | undefined;
  const reread = () =>
    live.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'season theme could not be read'));

  app.addHook('onReady', async () => {
    // The season is not worth failing a start for: unread, pages keep THEME until the next read.
    await reread();
    subscription = await subscribeToChannel(
      database,
      SITE_SETTINGS_CHANNEL,
      {
        onChange: () => void reread(),
        onLiveChange(next) {
          live.setLive(next);
          // Back after a gap: whatever changed meanwhile was not heard.
          if (next) void reread();
        },
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await subscription?.close();
  });
}
