import { createDatabase, type Database } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildTestApp, type TestApp, testConfig } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { balanceAndLedger, paymentFlows } from '../helpers/payments.ts';

/**
 * Two server instances on one database: the payment emulators keep their records there, like
 * the real providers keep theirs outside our servers, so either instance serves any order. PostgreSQL
 * (TEST_DATABASE_URL): a second pool on the same database; PGlite: a second app on the same instance.
 */
const shared = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let secondDatabase: Database | undefined;
let second: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  let database = t.database;
  if (shared) {
    const url = t.database.pool?.options.connectionString;
    if (!url) throw new Error('expected a PostgreSQL test database');
    secondDatabase = await createDatabase({ url, poolSize: 4 });
    database = secondDatabase;
  }
  second = await buildApp({ config: testConfig(), database });
  await second.ready();
}, 60_000);

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await t?.close();
});

// bundle-10 as seeded: 10 minutes and 2 gift minutes.
const BUNDLE_10_MINUTES = 12;

const captureAtEmulator = (app: FastifyInstance, orderId: string, requestId: string) =>
  app.inject({
    method: 'POST',
    url: `/dev/paypal/v2/checkout/orders/${orderId}/capture`,
    headers: { 'content-type': 'application/json', 'paypal-request-id': requestId },
    payload: {},
  });

const gigadatAuth = () => {
  const gigadat = testConfig().gigadat;
  if (!gigadat) throw new Error('expected the Gigadat emulator');
  return `Basic ${Buffer.from(`${gigadat.accessToken}:${gigadat.securityToken}`).toString('base64')}`;
};

describe(`payment emulators across instances (${shared ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a PayPal order created through one instance is approved and captured through the other', async () => {
    const who = await signedInCustomer(t.app);
    const orderId = await paymentFlows(t.app).paypalOrder(who);

    const seen = await second.inject({ method: 'GET', url: `/dev/paypal/v2/checkout/orders/${orderId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: orderId, status: 'CREATED' });

    await paymentFlows(second).approve(orderId);
    const captured = await paymentFlows(second).capture(who, orderId);
    expect(captured.statusCode).toBe(200);

    const atFirst = await t.app.inject({ method: 'GET', url: `/dev/paypal/v2/checkout/orders/${orderId}` });
    expect(atFirst.json()).toMatchObject({ id: orderId, status: 'COMPLETED' });
    const { credits, ledger } = await balanceAndLedger(t.database.db, who.id);
    expect(credits).toBe(BUNDLE_10_MINUTES);
    expect(ledger).toBe(credits);
  });

  it('a capture sent with one request id through both instances at once captures once, answered the same', async () => {
    const who = await signedInCustomer(t.app);
    const orderId = await paymentFlows(t.app).paypalOrder(who);
    await paymentFlows(t.app).approve(orderId);

    const answers = await Promise.all([
      captureAtEmulator(t.app, orderId, 'capture-request-1'),
      captureAtEmulator(second, orderId, 'capture-request-1'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [one, other] = answers.map((answer) => answer.json());
    expect(other).toEqual(one);
    const captureId = one.purchase_units[0].payments.captures[0].id as string;
    expect(captureId).toMatch(/^[0-9A-F]{16}$/);

    // Another request id is another capture: refused, the order is captured already.
    const again = await captureAtEmulator(second, orderId, 'capture-request-2');
    expect(again.statusCode).toBe(422);
    expect(again.json().details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    // The merchant's own capture finds the order paid and credits it once.
    expect((await paymentFlows(t.app).capture(who, orderId)).statusCode).toBe(200);
    expect((await balanceAndLedger(t.database.db, who.id)).credits).toBe(BUNDLE_10_MINUTES);
  });

  it('an Interac payment started on one instance is paid through the other; a refund key refunds once', async () => {
    const who = await signedInCustomer(t.app);
    const { paymentUrl, transactionId } = await paymentFlows(t.app).interacOrder(who);
    expect((await paymentFlows(second).webflow(paymentUrl, 'pay')).statusCode).toBe(303);
    expect((await paymentFlows(t.app).pollInterac(who, transactionId)).statusCode).toBe(200);
    expect((await balanceAndLedger(t.database.db, who.id)).credits).toBe(BUNDLE_10_MINUTES);

    const refund = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/dev/gigadat/api/transactions/${transactionId}/refund`,
        headers: { authorization: gigadatAuth() },
        payload: { refundId: `refund-${transactionId}`, amount: 5, currency: 'CAD' },
      });
    const answers = await Promise.all([refund(t.app), refund(second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());

    for (const app of [t.app, second]) {
      const res = await app.inject({ method: 'GET', url: '/dev/gigadat/refunds' });
      const made = (res.json() as { refunds: { id: string; paymentId: string }[] }).refunds.filter(
        (made) => made.paymentId === transactionId,
      );
      expect(made.map((m) => m.id)).toEqual([answers[0]?.json().gigadatRefundId]);
    }
  });
});
