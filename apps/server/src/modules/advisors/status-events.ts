import type { Database } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ADVISOR_STATUS_CHANNEL } from './status-channel.ts';

export interface StatusEventHandlers {
  /** A NOTIFY on the channel arrived, from this instance or another. */
  onChange(payload: string): void;
  /** False while notifications may be missed (connecting, reconnecting); true once listening again. */
  onLiveChange(live: boolean): void;
}

export interface StatusSubscription {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a client of its own, never one borrowed from the pool: a pooled client would be handed to
 * queries and lose the LISTEN on release. A dropped connection is retried with backoff, and each
 * reconnection reports live again so that the caller rereads what it may have missed.
 */
function listenWithPg(
  options: pg.PoolConfig,
  channel: string,
  handlers: StatusEventHandlers,
  log: FastifyBaseLogger,
): StatusSubscription & { firstAttempt: Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const drop = (dead: pg.Client, error?: Error) => {
    if (client !== dead) return;
    client = undefined;
    handlers.onLiveChange(false);
    if (!closed) log.warn({ err: error, channel }, 'notification listener disconnected: reconnecting');
    dead.end().catch(() => undefined);
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(options);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onChange(message.payload ?? '');
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (!closed) log.warn({ err: error, channel }, 'notification listener could not connect: retrying');
      scheduleRetry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    handlers.onLiveChange(true);
  }

  return {
    firstAttempt: connect(),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * Tells this instance when any instance changes an advisor. PostgreSQL: LISTEN on a dedicated client.
 * PGlite: its own listen(); one process owns the file, so without it in-process invalidation suffices.
 * Resolves after the first attempt to listen; if that failed, it keeps trying in the background.
 */
export function subscribeToStatusChanges(
  database: Database,
  handlers: StatusEventHandlers,
  log: FastifyBaseLogger,
): Promise<StatusSubscription> {
  return subscribeToChannel(database, ADVISOR_STATUS_CHANNEL, handlers, log);
}

/**
 * The same for any NOTIFY channel (`channel` is a constant identifier of ours, never user input): the
 * season theme listens on its own.
 */
export async function subscribeToChannel(
  database: Database,
  channel: string,
  handlers: StatusEventHandlers,
  log: FastifyBaseLogger,
): Promise<StatusSubscription> {
  if (database.kind === 'pg' && database.pool) {
    const { firstAttempt, close } = listenWithPg(database.pool.options, channel, handlers, log);
    await firstAttempt;
    return { close };
  }
  const pglite = database.pglite;
  if (pglite && typeof pglite.listen === 'function') {
    const unlisten = await pglite.listen(channel, (payload) => handlers.onChange(payload));
    handlers.onLiveChange(true);
    return {
      async close() {
        await unlisten().catch(() => undefined);
      },
    };
  }
  handlers.onLiveChange(true);
  return { close: async () => undefined };
}
