import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../app-error.ts';
import type { AppConfig } from '../env.ts';

const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL the counters are shared
 * by every instance behind the load balancer; otherwise they live in this process.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<AppConfig, 'redisUrl'>,
): Promise<void> {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      // Fail fast instead of queueing: a request must not hang because the counter store is away.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    let lastErrorLog = 0;
    // ioredis retries forever and reports every attempt; one line a minute says enough.
    redis.on('error', (error: Error) => {
      const now = Date.now();
      if (now - lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
      lastErrorLog = now;
      app.log.warn({ err: error }, 'redis unavailable: rate limits are not enforced until it is back');
    });
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }

  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    // A counter store outage must not take the site down with it; the limits return with the store.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
}
