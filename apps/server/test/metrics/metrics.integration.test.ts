import { randomUUID } from 'node:crypto';
import { advisors, callSessions, outboxMessages } from '@app/db/schema';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/env.ts';
import { UNMATCHED_ROUTE } from '../../src/modules/metrics/http-metrics.ts';
import { FIXTURE_WEB_DIST, useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import {
  balanceAndLedger,
  buyerWithALine,
  newCallSid,
  paymentFlows,
  paymentOrderOf,
  twilioWebhooks,
} from '../helpers/payments.ts';
import { type Exposition, parseExposition, sampleSum } from './exposition.ts';

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const AGENT = 1001;
const TOKEN = 'a-metrics-token-for-the-tests';

async function scrape(app: FastifyInstance, authorization?: string): Promise<Exposition> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return parseExposition(res.body);
}

/** Scrapes before and after `work`; returns a reader of how much a series moved. */
async function moved(app: FastifyInstance, work: () => Promise<unknown>) {
  const before = await scrape(app);
  await work();
  const after = await scrape(app);
  return {
    by: (name: string, labels: Record<string, string> = {}) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels),
    after,
  };
}

describe('GET /metrics (test configuration: open)', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await t.db.update(advisors).set({ signedIn: true, onACall: false, availTime: 0, availTimeStr: '' });
  });

  it('answers valid Prometheus text with our metrics, named by the conventions, and the process metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const exposition = parseExposition(res.body);
    const ours = [...exposition.types].filter(([name]) => name.startsWith('lumiere_'));
    expect(ours.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'lumiere_http_requests_total',
        'lumiere_http_request_duration_seconds',
        'lumiere_rate_limit_refusals_total',
        'lumiere_status_feed_snapshot_hits_total',
        'lumiere_status_feed_snapshot_rebuilds_total',
        'lumiere_payments_total',
        'lumiere_credit_minutes_bought_total',
        'lumiere_credit_minutes_used_total',
        'lumiere_calls_in_progress',
        'lumiere_calls_settled_total',
        'lumiere_reconciliation_runs_total',
        'lumiere_reconciliation_fixed_total',
        'lumiere_outbox_messages',
      ]),
    );
    for (const [name, type] of ours) {
      expect(exposition.help.get(name), name).toBeTruthy();
      // Counters end in _total; no other family does.
      expect(name.endsWith('_total'), name).toBe(type === 'counter');
    }
    expect(exposition.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(exposition.samples.some((sample) => sample.name === 'process_cpu_user_seconds_total')).toBe(true);
    // Known series start at zero, so a rate is defined before the first event.
    expect(
      exposition.samples.find(
        (s) =>
          s.name === 'lumiere_payments_total' &&
          s.labels.provider === 'interac' &&
          s.labels.outcome === 'failed',
      )?.value,
    ).toBe(0);
  });

  it('labels requests with the route pattern, never the raw URL, and unknown paths with one label', async () => {
    const someone = randomUUID();
    const nowhere = `/api/nothing-here-${randomUUID()}`;
    const { by, after } = await moved(t.app, async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/customers/${someone}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: nowhere })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
    expect(
      by('lumiere_http_requests_total', { route: '/api/customers/:id', method: 'GET', status_code: '401' }),
    ).toBe(1);
    expect(
      by('lumiere_http_requests_total', { route: UNMATCHED_ROUTE, method: 'GET', status_code: '404' }),
    ).toBe(1);
    expect(by('lumiere_http_requests_total', { route: '/healthz', status_code: '200' })).toBe(1);
    expect(by('lumiere_http_request_duration_seconds_count', { route: '/healthz', status_code: '200' })).toBe(
      1,
    );
    expect(
      by('lumiere_http_request_duration_seconds_bucket', {
        route: '/healthz',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(1);
    const routes = new Set(after.samples.map((sample) => sample.labels.route).filter(Boolean));
    for (const route of routes) {
      expect(route).not.toContain(someone);
      expect(route).not.toContain('nothing-here');
    }
  });

  it('counts status feed reads served from the snapshot and its rebuilds', async () => {
    const { by } = await moved(t.app, async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: FEED })).statusCode).toBe(200);
      }
    });
    const hits = by('lumiere_status_feed_snapshot_hits_total');
    // One after the other, each read is a hit or a rebuild; the later ones find the snapshot just built.
    expect(hits + by('lumiere_status_feed_snapshot_rebuilds_total')).toBe(3);
    expect(hits).toBeGreaterThanOrEqual(1);
  });

  it('counts a PayPal purchase (created, credited, minutes bought) and a cancelled order (failed)', async () => {
    let buyer = '';
    const purchase = await moved(t.app, async () => {
      buyer = (await buyerWithALine(t.app, t.db)).who.id;
    });
    const bought = (await balanceAndLedger(t.db, buyer)).credits;
    expect(bought).toBeGreaterThan(0);
    expect(purchase.by('lumiere_payments_total', { provider: 'paypal', outcome: 'created' })).toBe(1);
    expect(purchase.by('lumiere_payments_total', { provider: 'paypal', outcome: 'credited' })).toBe(1);
    expect(purchase.by('lumiere_credit_minutes_bought_total', { provider: 'paypal' })).toBe(bought);

    const flows = paymentFlows(t.app);
    const who = await signedInCustomer(t.app);
    const cancelled = await moved(t.app, async () => {
      const paypalId = await flows.paypalOrder(who);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/cancel',
        headers: { origin: ORIGIN, cookie: who.cookie },
        payload: { orderId: paypalId },
      });
      expect(res.json()).toEqual({ cancelled: true });
      // A second cancel changes nothing, and counts nothing.
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/cancel',
        headers: { origin: ORIGIN, cookie: who.cookie },
        payload: { orderId: paypalId },
      });
    });
    expect(cancelled.by('lumiere_payments_total', { provider: 'paypal', outcome: 'created' })).toBe(1);
    expect(cancelled.by('lumiere_payments_total', { provider: 'paypal', outcome: 'failed' })).toBe(1);
    expect(cancelled.by('lumiere_payments_total', { outcome: 'credited' })).toBe(0);
    expect(cancelled.by('lumiere_credit_minutes_bought_total')).toBe(0);
  });

  it('counts Interac payments under their own provider', async () => {
    const flows = paymentFlows(t.app);
    const paid = await signedInCustomer(t.app);
    const declined = await signedInCustomer(t.app);
    const { by } = await moved(t.app, async () => {
      const ok = await flows.interacOrder(paid);
      await flows.webflow(ok.paymentUrl, 'pay');
      await flows.pollInterac(paid, ok.transactionId);
      const failed = await flows.interacOrder(declined);
      await flows.webflow(failed.paymentUrl, 'fail');
      await flows.pollInterac(declined, failed.transactionId);
    });
    expect(by('lumiere_payments_total', { provider: 'interac', outcome: 'created' })).toBe(2);
    expect(by('lumiere_payments_total', { provider: 'interac', outcome: 'credited' })).toBe(1);
    expect(by('lumiere_payments_total', { provider: 'interac', outcome: 'failed' })).toBe(1);
    expect(by('lumiere_payments_total', { provider: 'paypal' })).toBe(0);
    expect(by('lumiere_credit_minutes_bought_total', { provider: 'interac' })).toBe(
      (await balanceAndLedger(t.db, paid.id)).credits,
    );
  });

  it('shows a call in progress (from the database), then counts it settled with its minutes, once', async () => {
    const { from } = await buyerWithALine(t.app, t.db);
    const phone = twilioWebhooks(t.app);
    const callSid = newCallSid();
    const before = await scrape(t.app);
    const dialing = await phone.dial(from, callSid, AGENT);
    expect(dialing.body).toContain('<Dial');

    const during = await scrape(t.app);
    const [open] = await t.db
      .select({ n: count() })
      .from(callSessions)
      .where(eq(callSessions.status, 'dialing'));
    expect(sampleSum(during, 'lumiere_calls_in_progress', { stage: 'dialing' })).toBe(open?.n);
    expect(sampleSum(during, 'lumiere_calls_in_progress', { stage: 'dialing' })).toBeGreaterThanOrEqual(1);
    // The advisor went on a call: the next feed read rebuilds the snapshot.
    expect((await t.app.inject({ method: 'GET', url: FEED })).statusCode).toBe(200);

    await phone.dialComplete(callSid, 125);
    await phone.dialComplete(callSid, 125);
    const after = await scrape(t.app);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(delta('lumiere_calls_settled_total', { outcome: 'connected' })).toBe(1);
    expect(delta('lumiere_calls_settled_total', { outcome: 'not_connected' })).toBe(0);
    expect(delta('lumiere_credit_minutes_used_total')).toBe(3);
    expect(delta('lumiere_status_feed_snapshot_rebuilds_total')).toBeGreaterThanOrEqual(1);
    expect(sampleSum(after, 'lumiere_calls_in_progress', { stage: 'dialing' })).toBe((open?.n ?? 0) - 1);
    expect(sampleSum(after, 'lumiere_metrics_database_up')).toBe(1);
  });

  it('counts reconciliation runs and what they fixed', async () => {
    const flows = paymentFlows(t.app);
    const who = await signedInCustomer(t.app);
    const paypalId = await flows.paypalOrder(who);
    const order = await paymentOrderOf(t.db, 'paypal', paypalId);
    await flows.approve(paypalId);
    // PayPal took the money; our server never heard the answer.
    await flows.captureAtProvider(paypalId, order.id);
    const { by } = await moved(t.app, async () => {
      const result = await t.app.reconciliation.run(new Date(order.createdAt.getTime() + 6 * 60_000));
      expect(result.payments.credited).toBe(1);
      await t.app.reconciliation.run(new Date(order.createdAt.getTime() + 7 * 60_000));
    });
    expect(by('lumiere_reconciliation_runs_total', { outcome: 'ok' })).toBe(2);
    expect(by('lumiere_reconciliation_runs_total', { outcome: 'failed' })).toBe(0);
    expect(by('lumiere_reconciliation_fixed_total', { kind: 'payments_credited' })).toBe(1);
    expect(by('lumiere_payments_total', { provider: 'paypal', outcome: 'credited' })).toBe(1);
    expect(by('lumiere_credit_minutes_bought_total')).toBe((await balanceAndLedger(t.db, who.id)).credits);
  });

  it('counts rate-limit refusals by route', async () => {
    const remoteAddress = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    const { by } = await moved(t.app, async () => {
      for (let i = 0; i < 7; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/.netlify/functions/sendEmail',
          remoteAddress,
          headers: { origin: ORIGIN },
          payload: {},
        });
        statuses.push(res.statusCode);
      }
    });
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBe(2);
    expect(
      by('lumiere_rate_limit_refusals_total', { route: '/.netlify/functions/sendEmail', method: 'POST' }),
    ).toBe(refused);
  });

  it('reports the outbox from the database', async () => {
    const exposition = await scrape(t.app);
    const rows = await t.db
      .select({ channel: outboxMessages.channel, n: count() })
      .from(outboxMessages)
      .where(inArray(outboxMessages.channel, ['sms', 'email']))
      .groupBy(outboxMessages.channel);
    for (const channel of ['sms', 'email'] as const) {
      const stored = rows.find((row) => row.channel === channel)?.n ?? 0;
      expect(sampleSum(exposition, 'lumiere_outbox_messages', { channel }), channel).toBe(stored);
    }
    // Every customer of this file got a verification e-mail there.
    expect(sampleSum(exposition, 'lumiere_outbox_messages', { channel: 'email' })).toBeGreaterThan(0);
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://psychics.example.com',
  DATABASE_URL: 'postgres://app@db.internal:5432/app',
  TELEPHONY_WEBHOOK_SECRET: 'a-long-enough-telephony-secret',
  PAYOUT_DATA_KEYS: `test:${Buffer.alloc(32, 7).toString('base64')}`,
  AUTH_SECRET: 'an-integration-test-secret-of-32-characters',
};

function configFrom(env: Record<string, string>): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST, ...env });
}

describe('GET /metrics in production', () => {
  describe('with METRICS_TOKEN', () => {
    const t = useTestApp(configFrom({ ...PRODUCTION, METRICS_TOKEN: TOKEN }));

    it.each([
      ['no Authorization header', undefined],
      ['a wrong token', 'Bearer a-wrong-token-of-some-length'],
      ['the token one character short', `Bearer ${TOKEN.slice(0, -1)}`],
      ['the token under another scheme', `Basic ${TOKEN}`],
    ])('answers 401 to %s, with no metric in the body', async (_label, authorization) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect(res.body).not.toContain('lumiere_');
    });

    it('answers 200 with the right token', async () => {
      const exposition = await scrape(t.app, `Bearer ${TOKEN}`);
      expect(
        sampleSum(exposition, 'lumiere_http_requests_total', { route: '/metrics', status_code: '401' }),
      ).toBe(4);
    });
  });

  describe('without METRICS_TOKEN', () => {
    const t = useTestApp(configFrom(PRODUCTION));

    it('has no /metrics at all: a JSON 404, not the site page', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { accept: 'text/html', ...(authorization ? { authorization } : {}) },
        });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });
});

describe('METRICS_TOKEN outside production', () => {
  const t = useTestApp({ metricsToken: TOKEN });

  it('is required once set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    await scrape(t.app, `Bearer ${TOKEN}`);
  });
});
