import { randomInt, randomUUID } from 'node:crypto';
import { en } from '@app/shared/messages/en';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisAttemptCounter } from '../../src/adapters/attempt-counter.ts';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/env.ts';
import { SIGN_IN_LIMITS } from '../../src/modules/accounts/auth-gate.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { PASSWORD, post, signUpAndConfirm } from '../helpers/customers.ts';

/**
 * A real Redis for the shared-counter cases: TEST_REDIS_URL, else the local one (.ci/run starts it).
 * A missing Redis fails these tests loudly rather than skipping them.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens on port 1: every Redis command fails at once, as in an outage. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

/*
 * Test files run in parallel and may share that Redis: every e-mail here is a fresh UUID and every client
 * address starts with this run's random prefix, so no key of ours is anyone else's, and each expires
 * within the hour.
 */
const RUN = `10.${randomInt(256)}.${randomInt(256)}`;
let lastHost = 0;
const nextIp = () => {
  lastHost += 1;
  if (lastHost > 254) throw new Error('out of test addresses');
  return `${RUN}.${lastHost}`;
};

const signInFrom = (app: FastifyInstance, ip: string, email: string, password: string) =>
  post(app, '/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': ip });

/** `count` wrong passwords for one account from one address, all in flight at once. */
async function burst(apps: FastifyInstance[], email: string, ip: string, count = 30) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => signInFrom(apps[i % apps.length]!, ip, email, 'wrong-password')),
  );
  const statuses = answers.map((res) => res.statusCode);
  for (const res of answers.filter((r) => r.statusCode === 429)) {
    expect(res.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: en.auth.signIn.errors.tooManyAttempts });
  }
  return {
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
    other: statuses.filter((status) => status !== 401 && status !== 429),
  };
}

const { accountAndClient, client, account } = SIGN_IN_LIMITS;

describe.each([
  { store: 'memory counters', redisUrl: undefined, twoInstances: false },
  {
    store: 'a real Redis shared by two instances',
    redisUrl: REDIS_URL,
    twoInstances: true,
  },
  { store: 'an unreachable Redis (local fallback)', redisUrl: UNREACHABLE_REDIS, twoInstances: false },
])('sign-in bursts with $store', ({ redisUrl, twoInstances }) => {
  let t: TestApp;
  let apps: FastifyInstance[];
  let secondApp: FastifyInstance | undefined;
  const config: Partial<AppConfig> = { trustProxy: true, redisUrl };

  beforeAll(async () => {
    t = await buildTestApp(config);
    apps = [t.app];
    if (twoInstances) {
      // A second instance on the same database and Redis, as behind the load balancer.
      secondApp = await buildApp({ config: testConfig(config), database: t.database });
      await secondApp.ready();
      apps.push(secondApp);
    }
  });
  afterAll(async () => {
    await secondApp?.close();
    await t?.close();
  });

  it(`30 concurrent wrong passwords for one account: at most ${accountAndClient.max} reach the password check`, async () => {
    const email = await signUpAndConfirm(t.app);
    const attacker = nextIp();
    const { checked, refused, other } = await burst(apps, email, attacker);
    expect(other).toEqual([]);
    expect(checked).toBeLessThanOrEqual(accountAndClient.max);
    expect(checked).toBeGreaterThan(0);
    expect(checked + refused).toBe(30);

    // The attacker's address stays locked out of the account, even with the right password...
    expect((await signInFrom(t.app, attacker, email, PASSWORD)).statusCode).toBe(429);
    // ...while the owner, elsewhere, signs in.
    expect((await signInFrom(apps.at(-1)!, nextIp(), email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in limits (NIST SP 800-63B: per account and client, then per account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const wrong = (ip: string, email: string) => signInFrom(t.app, ip, email, 'wrong-password');

  it("the owner signs in from another address after an attacker's failures from one", async () => {
    const email = await signUpAndConfirm(t.app);
    const attacker = nextIp();
    for (let i = 0; i < accountAndClient.max; i++)
      expect((await wrong(attacker, email)).statusCode).toBe(401);
    expect((await wrong(attacker, email)).statusCode).toBe(429);
    expect((await signInFrom(t.app, attacker, email, PASSWORD)).statusCode).toBe(429);

    const owner = nextIp();
    expect((await wrong(owner, email)).statusCode).toBe(401);
    expect((await signInFrom(t.app, owner, email, PASSWORD)).statusCode).toBe(200);
  });

  it('a success clears the failures of that address on that account', async () => {
    const email = await signUpAndConfirm(t.app);
    const ip = nextIp();
    for (let i = 0; i < accountAndClient.max - 1; i++) expect((await wrong(ip, email)).statusCode).toBe(401);
    expect((await signInFrom(t.app, ip, email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < accountAndClient.max; i++) expect((await wrong(ip, email)).statusCode).toBe(401);
    expect((await wrong(ip, email)).statusCode).toBe(429);
  });

  it('answers that are not a wrong password take no slot (an unconfirmed e-mail with its right password)', async () => {
    const email = `${randomUUID()}@example.com`;
    await post(t.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    const ip = nextIp();
    for (let i = 0; i < accountAndClient.max + 2; i++) {
      expect((await signInFrom(t.app, ip, email, PASSWORD)).statusCode).toBe(403);
    }
  });

  it(`the account ceiling (${account.max} an hour) holds across addresses, then refuses even the right password`, async () => {
    const email = await signUpAndConfirm(t.app);
    const addresses = Array.from({ length: account.max / accountAndClient.max }, nextIp);
    const answers = await Promise.all(
      addresses.flatMap((ip) => Array.from({ length: accountAndClient.max }, () => wrong(ip, email))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(account.max).fill(401));

    const owner = await signInFrom(t.app, nextIp(), email, PASSWORD);
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: en.auth.signIn.errors.tooManyAttempts,
    });
  });

  it(`one address gets ${client.max} failures across accounts; other addresses are unaffected`, async () => {
    const email = await signUpAndConfirm(t.app);
    const sprayer = nextIp();
    for (let i = 0; i < client.max; i++) {
      expect((await wrong(sprayer, `nobody-${randomUUID()}@example.com`)).statusCode).toBe(401);
    }
    expect((await signInFrom(t.app, sprayer, email, PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(t.app, nextIp(), email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, not by each of its addresses', async () => {
    const email = await signUpAndConfirm(t.app);
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    for (let i = 1; i <= accountAndClient.max; i++) {
      expect((await wrong(`${prefix}::${i}`, email)).statusCode).toBe(401);
    }
    expect((await signInFrom(t.app, `${prefix}::ffff`, email, PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(t.app, `2001:db8:ffff:ffff::1`, email, PASSWORD)).statusCode).toBe(200);
  });

  it('a path that better-auth resolves to sign-in is counted as sign-in', async () => {
    const email = await signUpAndConfirm(t.app);
    const ip = nextIp();
    for (let i = 0; i < accountAndClient.max; i++) {
      const res = await post(
        t.app,
        '/api/auth/./sign-in/email',
        { email, password: 'wrong-password' },
        { 'x-forwarded-for': ip },
      );
      expect(res.statusCode).toBe(401);
    }
    expect((await wrong(ip, email)).statusCode).toBe(429);
  });
});

describe('the Redis counter on a real Redis (its Lua scripts)', () => {
  let redis: Redis;
  const namespace = `test:${randomUUID()}:`;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`attempts:${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('hands out at most `limit` slots to 30 concurrent callers on two instances', async () => {
    const a = createRedisAttemptCounter(redis, log);
    const b = createRedisAttemptCounter(redis, log);
    const key = `${namespace}burst`;
    const granted = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).reserve(key, 5, 60_000)),
    );
    expect(granted.filter(Boolean)).toHaveLength(5);
    expect(await a.count(key)).toBe(5);
    expect(await redis.pttl(`attempts:${key}`)).toBeGreaterThan(0);
    await b.release(key);
    expect(await a.reserve(key, 5, 60_000)).toBe(true);
    expect(await a.reserve(key, 5, 60_000)).toBe(false);
  });

  it('release never goes below zero and never revives an ended window', async () => {
    const counter = createRedisAttemptCounter(redis, log);
    const key = `${namespace}expiry`;
    await counter.release(key);
    expect(await redis.exists(`attempts:${key}`)).toBe(0);
    expect(await counter.reserve(key, 1, 150)).toBe(true);
    await counter.release(key);
    await counter.release(key);
    expect(await counter.count(key)).toBe(0);
    expect(await counter.reserve(key, 1, 150)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await counter.release(key);
    expect(await redis.exists(`attempts:${key}`)).toBe(0);
  });
});
