import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from './attempt-counter.ts';

/** Just enough of ioredis for the counter: INCR + PEXPIRE NX in MULTI, GET, DEL, over a shared map. */
function fakeRedis(store = new Map<string, { value: number; expiresAt: number }>(), now = () => 0) {
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= now()) store.delete(key);
    return store.get(key);
  };
  return {
    multi() {
      const ops: (() => [null, unknown])[] = [];
      const chain = {
        incr(key: string) {
          ops.push(() => {
            const entry = live(key) ?? { value: 0, expiresAt: Number.POSITIVE_INFINITY };
            entry.value += 1;
            store.set(key, entry);
            return [null, entry.value];
          });
          return chain;
        },
        pexpire(key: string, ms: number, mode: string) {
          ops.push(() => {
            const entry = live(key);
            if (entry && mode === 'NX' && entry.expiresAt === Number.POSITIVE_INFINITY)
              entry.expiresAt = now() + ms;
            return [null, 1];
          });
          return chain;
        },
        async exec() {
          return ops.map((op) => op());
        },
      };
      return chain;
    },
    async get(key: string) {
      const entry = live(key);
      return entry ? String(entry.value) : null;
    },
    async del(key: string) {
      store.delete(key);
      return 1;
    },
  };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('attempt counters', () => {
  it('memory: counts within a fixed window that starts at the first hit', async () => {
    let now = 0;
    const counter = createMemoryAttemptCounter(() => now);
    expect(await counter.hit('k', 1000)).toBe(1);
    now = 900;
    expect(await counter.hit('k', 1000)).toBe(2);
    expect(await counter.count('k')).toBe(2);
    now = 1000;
    expect(await counter.count('k')).toBe(0);
    expect(await counter.hit('k', 1000)).toBe(1);
    await counter.reset('k');
    expect(await counter.count('k')).toBe(0);
  });

  it('redis: two instances share one count, and the window is not extended by later hits', async () => {
    let now = 0;
    const store = new Map();
    const a = createRedisAttemptCounter(fakeRedis(store, () => now) as unknown as Redis, log);
    const b = createRedisAttemptCounter(fakeRedis(store, () => now) as unknown as Redis, log);
    expect(await a.hit('login', 1000)).toBe(1);
    now = 600;
    expect(await b.hit('login', 1000)).toBe(2);
    expect(await a.count('login')).toBe(2);
    now = 1000;
    expect(await b.count('login')).toBe(0);
  });

  it('redis down: falls back to this instance instead of dropping the limit', async () => {
    const broken = {
      multi: () => ({
        incr: () => broken.multi(),
        pexpire: () => broken.multi(),
        exec: async () => Promise.reject(new Error('down')),
      }),
      get: async () => Promise.reject(new Error('down')),
      del: async () => Promise.reject(new Error('down')),
    };
    const counter = createRedisAttemptCounter(broken as unknown as Redis, log);
    expect(await counter.hit('x', 1000)).toBe(1);
    expect(await counter.hit('x', 1000)).toBe(2);
    expect(await counter.count('x')).toBe(2);
    expect(log.warn).toHaveBeenCalled();
  });
});
