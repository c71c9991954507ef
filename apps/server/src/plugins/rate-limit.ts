import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../app-error.ts';

/**
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`. With a Redis client the counters are
 * shared by every instance behind the load balancer; otherwise they live in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    // A counter store outage must not take the site down with it; the limits return with the store.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
}
