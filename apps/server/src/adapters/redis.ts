import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * One Redis connection per app for the shared counters (HTTP rate limits and abuse limits). It fails fast
 * instead of queueing: a request must not hang because the counter store is away.
 */
export function createRedisClient(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  let lastErrorLog = 0;
  // ioredis retries forever and reports every attempt; one line a minute says enough.
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    lastErrorLog = now;
    app.log.warn({ err: error }, 'redis unavailable: shared counters fall back or pause until it is back');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
