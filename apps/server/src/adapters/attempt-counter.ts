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
  /** `hit`, answering also the milliseconds left in the window it counted in (one round trip). */
  hitWindow(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** Events counted for `key` in the current window (0 when none or expired). */
  count(key: string): Promise<number>;
  /** Milliseconds until `key`'s current window ends and its count starts again (0 when none is open). */
  msUntilReset(key: string): Promise<number>;
  /** Forgets `key` (for example after a successful sign-in). */
  reset(key: string): Promise<void>;
  /**
   * Takes one of `limit` slots for `key` in the current window, atomically, BEFORE the guarded action:
   * true when a slot was free (go ahead; `release` it if the action turns out not to count), false when
   * all are taken (nothing was counted). Concurrent callers can never take more than `limit` slots, which
   * a count-then-hit pair cannot promise.
   */
  reserve(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Gives back one slot taken by `reserve`: never below zero, and never restarts a window that ended. */
  release(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_EVERY_WRITES = 1_000;

export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, Window>();
  let writes = 0;

  /** Drops ended windows now and then, so keys that are never seen again do not pile up. */
  function sweepNowAndThen(at: number): void {
    writes += 1;
    if (writes % SWEEP_EVERY_WRITES !== 0) return;
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

  function hitWindow(key: string, windowMs: number) {
    const at = now();
    sweepNowAndThen(at);
    const window = live(key, at) ?? { count: 0, resetAt: at + windowMs };
    window.count += 1;
    windows.set(key, window);
    return { count: window.count, msLeft: window.resetAt - at };
  }

  return {
    async hit(key, windowMs) {
      return hitWindow(key, windowMs).count;
    },
    async hitWindow(key, windowMs) {
      return hitWindow(key, windowMs);
    },
    async count(key) {
      return live(key, now())?.count ?? 0;
    },
    async msUntilReset(key) {
      const at = now();
      const window = live(key, at);
      return window ? window.resetAt - at : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    // No await before the decision: check and take happen in one turn of the event loop, so they are atomic.
    async reserve(key, limit, windowMs) {
      const at = now();
      sweepNowAndThen(at);
      const window = live(key, at) ?? { count: 0, resetAt: at + windowMs };
      if (window.count >= limit) return false;
      window.count += 1;
      windows.set(key, window);
      return true;
    },
    async release(key) {
      const window = live(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

const KEY_PREFIX = 'attempts:';

/**
 * reserve in one atomic step (a Lua script runs alone): a full window is not incremented, so the count is
 * the slots held. KEYS[1] = key, ARGV[1] = limit, ARGV[2] = window in ms; returns the slot taken, or 0.
 * PTTL < 0 (no expiry yet) rather than PEXPIRE NX: the window starts at the first slot on any Redis version.
 */
export const RESERVE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return 0 end
used = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return used`;

/** release: DECR only a live, positive count, so an expired window is not revived as a key without expiry. */
export const RELEASE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used <= 0 then return 0 end
return redis.call('DECR', KEYS[1])`;

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

  const hitWindow = (key: string, windowMs: number) =>
    orFallback(
      async () => {
        const redisKey = KEY_PREFIX + key;
        // The window starts at the first hit: PEXPIRE NX never extends it.
        const results = await redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, windowMs, 'NX')
          .pttl(redisKey)
          .exec();
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error('redis MULTI aborted');
        return { count: Number(results[0]?.[1]), msLeft: Math.max(0, Number(results[2]?.[1])) };
      },
      () => fallback.hitWindow(key, windowMs),
    );

  return {
    async hit(key, windowMs) {
      return (await hitWindow(key, windowMs)).count;
    },
    hitWindow,
    count(key) {
      return orFallback(
        async () => Number((await redis.get(KEY_PREFIX + key)) ?? 0),
        () => fallback.count(key),
      );
    },
    msUntilReset(key) {
      return orFallback(
        // PTTL: -2 without the key, -1 without an expiry (neither is a window that ends).
        async () => Math.max(0, Number(await redis.pttl(KEY_PREFIX + key))),
        () => fallback.msUntilReset(key),
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
    // A slot taken from the fallback during an outage may be released in Redis once it is back (or the
    // reverse): at worst one slot too many or too few for one window, never a limit switched off.
    reserve(key, limit, windowMs) {
      return orFallback(
        async () => Number(await redis.eval(RESERVE_SCRIPT, 1, KEY_PREFIX + key, limit, windowMs)) > 0,
        () => fallback.reserve(key, limit, windowMs),
      );
    },
    release(key) {
      return orFallback(
        async () => {
          await redis.eval(RELEASE_SCRIPT, 1, KEY_PREFIX + key);
        },
        () => fallback.release(key),
      );
    },
  };
}
