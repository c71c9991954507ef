import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for abuse limits (failed sign-ins, OTP sends, e-mails). With Redis every server
 * instance shares them; without it they live in this process. A Redis outage falls back to the local
 * counters rather than switching the limits off.
 */
export interface AttemptCounter {
  /** Counts one more event for `key` and returns the number counted in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Events counted for `key` in the current window (0 when none or expired). */
  count(key: string): Promise<number>;
  /** Forgets `key` (for example after a successful sign-in). */
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_EVERY_HITS = 1_000;

export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, Window>();
  let hits = 0;

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  function live(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      hits += 1;
      if (hits % SWEEP_EVERY_HITS === 0) sweep(at);
      const window = live(key, at) ?? { count: 0, resetAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count;
    },
    async count(key) {
      return live(key, now())?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

const KEY_PREFIX = 'attempts:';

export function createRedisAttemptCounter(
  redis: Redis,
  log: FastifyBaseLogger,
  fallback: AttemptCounter = createMemoryAttemptCounter(),
): AttemptCounter {
  async function orFallback<T>(run: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.warn({ err: error }, 'redis unavailable: abuse counters fall back to this instance');
      return local();
    }
  }

  return {
    hit(key, windowMs) {
      return orFallback(
        async () => {
          const redisKey = KEY_PREFIX + key;
          // The window starts at the first hit: PEXPIRE NX never extends it.
          const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').exec();
          const incremented = results?.[0];
          if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('redis MULTI aborted');
          return Number(incremented[1]);
        },
        () => fallback.hit(key, windowMs),
      );
    },
    count(key) {
      return orFallback(
        async () => Number((await redis.get(KEY_PREFIX + key)) ?? 0),
        () => fallback.count(key),
      );
    },
    reset(key) {
      return orFallback(
        async () => {
          await redis.del(KEY_PREFIX + key);
        },
        () => fallback.reset(key),
      );
    },
  };
}
