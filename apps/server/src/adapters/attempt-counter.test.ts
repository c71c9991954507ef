import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import {
  type AttemptCounter,
  createMemoryAttemptCounter,
  createRedisAttemptCounter,
  RELEASE_SCRIPT,
  RESERVE_SCRIPT,
} from './attempt-counter.ts';

/**
 * Just enough of ioredis for the counter: INCR + PEXPIRE NX in MULTI, GET, DEL, and the two scripts
 * (what their Lua does, in one synchronous step as Redis runs a script), over a shared map. The Lua
 * itself runs against a real Redis in test/accounts/sign-in-limits.integration.test.ts.
 */
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
        pttl(key: string) {
          ops.push(() => {
            const entry = live(key);
            if (!entry) return [null, -2];
            return [null, entry.expiresAt === Number.POSITIVE_INFINITY ? -1 : entry.expiresAt - now()];
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
    async pttl(key: string) {
      const entry = live(key);
      if (!entry) return -2;
      return entry.expiresAt === Number.POSITIVE_INFINITY ? -1 : entry.expiresAt - now();
    },
    async eval(script: string, _keys: number, key: string, ...args: number[]) {
      const entry = live(key);
      if (script === RESERVE_SCRIPT) {
        const [limit = 0, windowMs = 0] = args;
        if ((entry?.value ?? 0) >= limit) return 0;
        const next = entry ?? { value: 0, expiresAt: now() + windowMs };
        next.value += 1;
        store.set(key, next);
        return next.value;
      }
      if (script === RELEASE_SCRIPT) {
        if (!entry || entry.value <= 0) return 0;
        entry.value -= 1;
        return entry.value;
      }
      throw new Error('unknown script');
    },
  };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** The reserve/release contract, whatever the store. */
function reserveContract(name: string, make: (now: () => number) => AttemptCounter) {
  describe(`${name}: reserve and release`, () => {
    it('hands out at most `limit` slots to 30 concurrent callers', async () => {
      const counter = make(() => 0);
      const granted = await Promise.all(Array.from({ length: 30 }, () => counter.reserve('burst', 5, 1000)));
      expect(granted.filter(Boolean)).toHaveLength(5);
      expect(await counter.count('burst')).toBe(5);
    });

    it('a released slot can be taken again; a refusal takes none', async () => {
      const counter = make(() => 0);
      for (let i = 0; i < 3; i++) expect(await counter.reserve('k', 3, 1000)).toBe(true);
      expect(await counter.reserve('k', 3, 1000)).toBe(false);
      expect(await counter.count('k')).toBe(3);
      await counter.release('k');
      expect(await counter.count('k')).toBe(2);
      expect(await counter.reserve('k', 3, 1000)).toBe(true);
      expect(await counter.reserve('k', 3, 1000)).toBe(false);
    });

    it('never goes below zero, and a release after the window ended does not revive it', async () => {
      let now = 0;
      const counter = make(() => now);
      await counter.release('never-taken');
      expect(await counter.count('never-taken')).toBe(0);
      expect(await counter.reserve('k', 1, 1000)).toBe(true);
      await counter.release('k');
      await counter.release('k');
      expect(await counter.count('k')).toBe(0);
      expect(await counter.reserve('k', 1, 1000)).toBe(true);
      expect(await counter.reserve('k', 1, 1000)).toBe(false);
      now = 1000;
      await counter.release('k');
      expect(await counter.count('k')).toBe(0);
      expect(await counter.reserve('k', 1, 1000)).toBe(true);
      expect(await counter.reserve('k', 1, 1000)).toBe(false);
    });

    it('the window starts at the first slot and is not extended by later ones', async () => {
      let now = 0;
      const counter = make(() => now);
      expect(await counter.reserve('k', 2, 1000)).toBe(true);
      now = 900;
      expect(await counter.reserve('k', 2, 1000)).toBe(true);
      expect(await counter.reserve('k', 2, 1000)).toBe(false);
      now = 1000;
      expect(await counter.reserve('k', 2, 1000)).toBe(true);
    });
  });
}

/** How long until a window lets events through again (a 429's Retry-After). */
function resetContract(name: string, make: (now: () => number) => AttemptCounter) {
  it(`${name}: msUntilReset counts down the window opened by the first hit, then 0`, async () => {
    let now = 0;
    const counter = make(() => now);
    expect(await counter.msUntilReset('k')).toBe(0);
    await counter.hit('k', 1000);
    now = 400;
    await counter.hit('k', 1000);
    expect(await counter.msUntilReset('k')).toBe(600);
    now = 1000;
    expect(await counter.msUntilReset('k')).toBe(0);
  });

  it(`${name}: hitWindow counts like hit and says how long the window has left`, async () => {
    let now = 0;
    const counter = make(() => now);
    expect(await counter.hitWindow('w', 1000)).toEqual({ count: 1, msLeft: 1000 });
    now = 250;
    expect(await counter.hitWindow('w', 1000)).toEqual({ count: 2, msLeft: 750 });
    expect(await counter.hit('w', 1000)).toBe(3);
    now = 1000;
    expect(await counter.hitWindow('w', 1000)).toEqual({ count: 1, msLeft: 1000 });
  });
}

resetContract('memory', (now) => createMemoryAttemptCounter(now));
resetContract('redis', (now) =>
  createRedisAttemptCounter(fakeRedis(new Map(), now) as unknown as Redis, log),
);

reserveContract('memory', (now) => createMemoryAttemptCounter(now));
reserveContract('redis', (now) =>
  createRedisAttemptCounter(fakeRedis(new Map(), now) as unknown as Redis, log),
);

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

  const broken = {
    multi: () => ({
      incr: () => broken.multi(),
      pexpire: () => broken.multi(),
      exec: async () => Promise.reject(new Error('down')),
    }),
    get: async () => Promise.reject(new Error('down')),
    del: async () => Promise.reject(new Error('down')),
    eval: async () => Promise.reject(new Error('down')),
  };

  it('redis down: falls back to this instance instead of dropping the limit', async () => {
    const counter = createRedisAttemptCounter(broken as unknown as Redis, log);
    expect(await counter.hit('x', 1000)).toBe(1);
    expect(await counter.hit('x', 1000)).toBe(2);
    expect(await counter.count('x')).toBe(2);
    expect(log.warn).toHaveBeenCalled();
  });

  it('redis down: reserve still refuses beyond the limit, and release gives slots back locally', async () => {
    const counter = createRedisAttemptCounter(broken as unknown as Redis, log);
    const granted = await Promise.all(Array.from({ length: 30 }, () => counter.reserve('y', 5, 1000)));
    expect(granted.filter(Boolean)).toHaveLength(5);
    await counter.release('y');
    expect(await counter.reserve('y', 5, 1000)).toBe(true);
    expect(await counter.reserve('y', 5, 1000)).toBe(false);
  });

  it('redis: two instances share reserved slots', async () => {
    const store = new Map();
    const a = createRedisAttemptCounter(fakeRedis(store) as unknown as Redis, log);
    const b = createRedisAttemptCounter(fakeRedis(store) as unknown as Redis, log);
    expect(await a.reserve('shared', 2, 1000)).toBe(true);
    expect(await b.reserve('shared', 2, 1000)).toBe(true);
    expect(await a.reserve('shared', 2, 1000)).toBe(false);
    await b.release('shared');
    expect(await a.reserve('shared', 2, 1000)).toBe(true);
  });
});
