import { createHmac, randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, type ClusterOptions, startCluster } from '../../../../scripts/cluster/cluster.ts';
import { DEV_TWILIO_AUTH_TOKEN } from '../../src/env.ts';
import type { OutboxEntry } from '../../src/modules/dev-outbox/routes.ts';

/**
 * Two instances behind nginx (deploy/nginx.conf), one PostgreSQL, one Redis, as `npm run
 * cluster` runs them. A customer's whole journey goes through nginx while one instance is stopped with
 * SIGTERM and started again, and a visitor polls the status feed all along: no request may fail, and the
 * session, the balance and the sign-in limits are the same whichever instance answers.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'cluster-moonlight-42';

let cluster: Cluster;

/**
 * The sign-in limits count per client address, and through nginx every request comes from 127.0.0.1:
 * the clusters get a Redis database of their own, emptied before each, so no earlier run's counts (nor
 * another test's) are carried into this one.
 */
const CLUSTER_REDIS_DB = 7;
const REDIS_BASE = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');

function emptyClusterRedis(): Promise<void> {
  const { hostname, port } = new URL(REDIS_BASE);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    let answered = '';
    socket.on('data', (chunk) => {
      answered += chunk.toString();
      // Two answers: SELECT's and FLUSHDB's.
      if ((answered.match(/\r\n/g) ?? []).length >= 2) {
        socket.end();
        if (
          answered
            .split('\r\n')
            .slice(0, 2)
            .every((line) => line === '+OK')
        )
          resolve();
        else reject(new Error(`Redis refused to empty database ${CLUSTER_REDIS_DB}: ${answered}`));
      }
    });
    socket.on('error', reject);
    socket.write(`SELECT ${CLUSTER_REDIS_DB}\r\nFLUSHDB\r\n`);
  });
}

/** A cluster on a throwaway database of the run's PostgreSQL (else the machine's), for one describe. */
function clusterForThisDescribe(
  options: Omit<ClusterOptions, 'databaseUrl'>,
  use: (started: Cluster) => void,
) {
  let database: TestDatabase | undefined;
  let started: Cluster | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ adminUrl: ADMIN_URL });
    if (!database.url) throw new Error('the cluster needs a PostgreSQL database');
    await emptyClusterRedis();
    started = await startCluster({
      ...options,
      databaseUrl: database.url,
      redisUrl: `${REDIS_BASE}/${CLUSTER_REDIS_DB}`,
    });
    use(started);
  }, 180_000);
  afterAll(async () => {
    await started?.stop();
    await database?.drop();
  }, 60_000);
}

/** A browser's cookie jar for one site, enough for better-auth's session cookies. */
function browser(base: () => string) {
  let cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base()}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: cluster.url,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookies.size > 0 ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  return {
    send,
    cookies: () => new Map(cookies),
    useCookies: (jar: Map<string, string>) => {
      cookies = new Map(jar);
    },
  };
}

async function lastMessageTo(to: string, channel: 'sms' | 'email'): Promise<OutboxEntry> {
  const entries = (await (await fetch(`${cluster.url}/api/dev/outbox`)).json()) as OutboxEntry[];
  const found = entries.find(
    (entry) => entry.to.toLowerCase() === to.toLowerCase() && entry.channel === channel,
  );
  if (!found) throw new Error(`no ${channel} to ${to}`);
  return found;
}

/** Signs up, confirms (the link may be opened on either instance) and signs in; returns the customer's id. */
async function signUpAndSignIn(customer: ReturnType<typeof browser>, email: string): Promise<string> {
  expect(
    (await customer.send('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Ana' }))
      .status,
  ).toBe(200);
  const confirmation = await lastMessageTo(email, 'email');
  const link = confirmation.body.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0];
  if (!link) throw new Error('no confirmation link');
  expect(new URL(link).origin).toBe(cluster.url);
  expect((await customer.send('GET', new URL(link).pathname + new URL(link).search)).status).toBe(302);
  expect((await customer.send('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(
    200,
  );
  const session = (await (await customer.send('GET', '/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

/** Twilio's webhooks, signed for the public (nginx) address as Twilio would sign them. */
async function twilio(path: string, params: Record<string, string>): Promise<Response> {
  const payload = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], `${cluster.url}${path}`);
  return fetch(`${cluster.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': createHmac('sha1', DEV_TWILIO_AUTH_TOKEN).update(payload).digest('base64'),
    },
    body: new URLSearchParams(params).toString(),
  });
}

/**
 * Requests sent one after another as fast as they are answered, all along the journey, counting failures:
 * a network error, or a status that no customer should see (a 5xx; for a read, anything but 2xx).
 */
function sendAllAlong(requests: { name: string; send: () => Promise<Response>; read: boolean }[]) {
  const failures: string[] = [];
  let count = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      const request = requests[count % requests.length];
      count++;
      if (!request) continue;
      try {
        const res = await request.send();
        await res.arrayBuffer();
        if (request.read ? !res.ok : res.status >= 500) failures.push(`${request.name}: ${res.status}`);
      } catch (error) {
        failures.push(`${request.name}: ${(error as Error).message}`);
      }
    }
  };
  const loops = [loop(), loop(), loop()];
  return {
    failures,
    count: () => count,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('two instances behind nginx', () => {
  clusterForThisDescribe(
    // The advisors' statuses stay as seeded, so the call reaches an available advisor.
    { instances: 2, env: { STATUS_SIMULATOR: '0', LOG_LEVEL: 'info' } },
    (started) => {
      cluster = started;
    },
  );

  it('carry a customer from sign-up to a billed call while one of them restarts, and no request fails', async () => {
    const customer = browser(() => cluster.url);
    const email = `cluster.${randomBytes(4).toString('hex')}@example.com`;
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('two instances expected');

    const customerId = await signUpAndSignIn(customer, email);

    // A visitor's page polls the feed and opens pages; the customer's page checks a coupon (a POST,
    // which nginx never repeats once an instance has begun to read it).
    const get = (path: string) => ({
      name: `GET ${path}`,
      read: true,
      send: () => fetch(`${cluster.url}${path}`),
    });
    const traffic = sendAllAlong([
      get('/.netlify/functions/fetch-psychicstatus-json'),
      {
        name: 'POST /api/coupons/validate',
        read: false,
        send: () =>
          customer.send('POST', '/api/coupons/validate', { code: 'WELCOME25', bundleId: 'bundle-20' }),
      },
      get('/'),
      get('/api/bundles'),
    ]);
    // Let it run on both instances before one of them leaves.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    // Instance 1 leaves mid-journey: SIGTERM while the visitor keeps polling and the customer buys.
    const stopped = first.stop();
    const paypalOrder = await customer.send('POST', '/.netlify/functions/create-paypal-order', {
      bundle: 'bundle-10',
    });
    expect(paypalOrder.status).toBe(200);
    const { id: orderId } = (await paypalOrder.json()) as { id: string };
    expect(await stopped).toBe(0);
    expect(first.running).toBe(false);
    const approved = await fetch(`${cluster.url}/dev/paypal/checkoutnow/${orderId}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(approved.status).toBe(303);
    const captured = await customer.send('POST', '/.netlify/functions/capture-paypal-order', { orderId });
    expect(captured.status, await captured.clone().text()).toBe(200);
    const creditsOf = async (who: ReturnType<typeof browser>) =>
      ((await (await who.send('GET', `/api/customers/${customerId}/credits`)).json()) as { credits: number })
        .credits;
    const bought = await creditsOf(customer);
    // bundle-10: 10 minutes and 2 gift minutes (SPEC pricing).
    expect(bought).toBeGreaterThanOrEqual(12);

    // It comes back; the customer verifies a phone (the code may be checked by the other instance).
    await first.start();
    const phone = `514${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;
    expect((await customer.send('POST', '/.netlify/functions/request-otp', { phone })).status).toBe(200);
    const code = (await lastMessageTo(`+1${phone}`, 'sms')).body.match(/\b\d{6}\b/)?.[0];
    expect((await customer.send('POST', '/.netlify/functions/verify-otp', { phone, code })).status).toBe(200);
    expect((await customer.send('POST', '/.netlify/functions/add-phone', { phone })).status).toBe(200);

    // A 61-second call to an available advisor, billed 2 minutes, whichever instance hears each webhook.
    const feed = (await (
      await fetch(`${cluster.url}/.netlify/functions/fetch-psychicstatus-json`)
    ).json()) as {
      agentId: number;
      signedIn: string;
      onACall: string;
    }[];
    const advisor = feed.find((record) => record.signedIn === 'Y' && record.onACall === 'N');
    if (!advisor) throw new Error('no available advisor in the seed');
    const callSid = `CA${randomBytes(16).toString('hex')}`;
    const from = `+1${phone}`;
    expect(
      (await twilio('/api/telephony/voice', { CallSid: callSid, From: from, To: '+18885548999' })).status,
    ).toBe(200);
    const dial = await twilio('/api/telephony/extension', {
      CallSid: callSid,
      Digits: String(advisor.agentId),
    });
    expect(await dial.text()).toContain('<Dial');
    const done = await twilio('/api/telephony/dial-complete', {
      CallSid: callSid,
      DialCallStatus: 'completed',
      DialCallDuration: '61',
    });
    expect(done.status).toBe(200);

    // The session and the balance are the same on each instance, asked directly.
    const jar = customer.cookies();
    for (const instance of cluster.instances) {
      const direct = browser(() => instance.url);
      direct.useCookies(jar);
      const seen = (await (await direct.send('GET', '/api/auth/get-session')).json()) as {
        user: { id: string };
      };
      expect(seen.user.id).toBe(customerId);
      // Less the 2 minutes of the call (a started minute is billed).
      expect(await creditsOf(direct)).toBe(bought - 2);
    }

    await traffic.stop();
    expect(traffic.count()).toBeGreaterThan(50);
    expect(traffic.failures).toEqual([]);
  }, 180_000);

  it('micro-cache a visitor’s public pages and the feed, never a signed-in request or a personal answer', async () => {
    const visitor = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${cluster.url}${path}`, { headers, redirect: 'manual' });
    const cacheStatus = (res: Response) => res.headers.get('x-cache-status');
    // A visitor's second request within the second is answered by nginx.
    for (const path of ['/pricing', '/fr/pricing', '/.netlify/functions/fetch-psychicstatus-json']) {
      expect((await visitor(path)).status, path).toBe(200);
      const again = await visitor(path);
      expect(again.status, path).toBe(200);
      expect(cacheStatus(again), path).toMatch(/^(HIT|UPDATING|STALE)$/);
    }
    // The home page follows the reader's language cookie, each kept apart.
    expect((await visitor('/')).status).toBe(200);
    const french = await visitor('/', { cookie: 'lang=fr' });
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toMatch(/\/fr$/);
    expect((await visitor('/')).status).toBe(200);

    // A signed-in customer is never answered from the cache, even for a page a visitor just had.
    const customer = browser(() => cluster.url);
    const customerId = await signUpAndSignIn(customer, `micro.${randomBytes(4).toString('hex')}@example.com`);
    expect([...customer.cookies().keys()].some((name) => name.includes('better-auth.session_token'))).toBe(
      true,
    );
    for (const path of ['/pricing', '/.netlify/functions/fetch-psychicstatus-json']) {
      const signedIn = await customer.send('GET', path);
      expect(signedIn.status, path).toBe(200);
      expect(cacheStatus(signedIn), path).toBe('BYPASS');
    }
    // A personal answer is never kept: a visitor asking for the same address right after is refused.
    const own = await customer.send('GET', `/api/customers/${customerId}`);
    expect(own.status).toBe(200);
    expect(cacheStatus(own)).toBe('BYPASS');
    const stranger = await visitor(`/api/customers/${customerId}`, { origin: cluster.url });
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain(customerId);
  }, 120_000);

  it('share the sign-in limits through Redis, and nginx decides who the client is', async () => {
    const owner = browser(() => cluster.url);
    const email = `limits.${randomBytes(4).toString('hex')}@example.com`;
    await owner.send('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    const wrong = (headers: Record<string, string> = {}) =>
      owner.send('POST', '/api/auth/sign-in/email', { email, password: 'not-the-password' }, headers);
    // Five guesses through nginx, landing on both instances in turn, the last ones with a made-up address.
    for (let guess = 0; guess < 5; guess++) {
      const res = await wrong(guess >= 3 ? { 'x-forwarded-for': `203.0.113.${guess}` } : {});
      expect(res.status).not.toBe(429);
    }
    expect((await wrong()).status).toBe(429);
    // A restarted instance still counts them.
    const [first] = cluster.instances;
    await first?.stop();
    await first?.start();
    for (const instance of cluster.instances) {
      const direct = await fetch(`${instance.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: cluster.url, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      expect(direct.status).toBe(429);
    }
  }, 120_000);
});

describe('a production cluster (npm run cluster -- --production)', () => {
  let production: Cluster;
  clusterForThisDescribe({ instances: 1, production: true }, (started) => {
    production = started;
  });

  it('has no emulator or demo tool, and its metrics need the token on the instance only', async () => {
    expect((await fetch(`${production.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${production.url}/api/bundles`)).status).toBe(200);
    for (const path of ['/dev/paypal/v1/oauth2/token', '/api/dev/outbox', '/metrics']) {
      expect((await fetch(`${production.url}${path}`)).status, path).toBe(404);
    }
    const [instance] = production.instances;
    if (!instance) throw new Error('one instance expected');
    expect((await fetch(`${instance.url}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${instance.url}/metrics`, {
      headers: { authorization: `Bearer ${production.secrets.metricsToken}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('lumiere_http_requests_total');
  });
});
