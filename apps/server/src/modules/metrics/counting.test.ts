import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { observeCalls } from '../calls/observe.ts';
import { observePaymentOrders } from '../payments/observe.ts';
import { createMetrics } from './metrics.ts';

type PaymentOrderRepository = Parameters<typeof observePaymentOrders>[0];
type CallSettlement = Parameters<typeof observeCalls>[0];

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
const counts = { calls: { gathering: 0, dialing: 0 }, outbox: { sms: 0, email: 0 } };

function setup() {
  const metrics = createMetrics({ repository: { counts: async () => counts }, log: silent });
  const line = async (series: string) =>
    (await metrics.exposition()).split('\n').find((l) => l.startsWith(`${series} `));
  return { metrics, line };
}

const rolledBack = () => Promise.reject(new Error('could not serialize access'));

describe('counting at the repository edge', () => {
  it('counts a payment order only once its transaction committed', async () => {
    const { metrics, line } = setup();
    let fail = true;
    const orders = observePaymentOrders(
      {
        create: () => (fail ? rolledBack() : Promise.resolve({})),
        markFailed: async () => false,
      } as unknown as PaymentOrderRepository,
      'paypal',
      metrics,
    );
    const input = {} as Parameters<PaymentOrderRepository['create']>[0];
    await expect(orders.create(input)).rejects.toThrow();
    // Already closed by someone else: nothing changed, nothing counted.
    await orders.markFailed({ id: 'o', customerId: 'c' });
    expect(await line('lumiere_payments_total{provider="paypal",outcome="created"}')).toMatch(/ 0$/);
    expect(await line('lumiere_payments_total{provider="paypal",outcome="failed"}')).toMatch(/ 0$/);
    fail = false;
    await orders.create(input);
    expect(await line('lumiere_payments_total{provider="paypal",outcome="created"}')).toMatch(/ 1$/);
  });

  it('counts a call and its minutes once: not a rolled-back settle, not a replay', async () => {
    const { metrics, line } = setup();
    const answers = [
      rolledBack,
      async () => ({ kind: 'already-settled' as const }),
      async () => ({ kind: 'settled' as const, minutesUsed: 3, connected: true }),
    ];
    const calls = observeCalls(
      { settle: () => (answers.shift() ?? rolledBack)() } as unknown as CallSettlement,
      metrics,
    );
    const input = { callSid: 'CA1', connected: true, durationSeconds: 125, now: new Date() };
    await expect(calls.settle(input)).rejects.toThrow();
    await calls.settle(input);
    await calls.settle(input);
    expect(await line('lumiere_calls_settled_total{outcome="connected"}')).toMatch(/ 1$/);
    expect(await line('lumiere_credit_minutes_used_total')).toMatch(/ 3$/);
  });

  it('still answers when the database gauges cannot be read, and says so', async () => {
    const metrics = createMetrics({ repository: { counts: rolledBack }, log: silent });
    const text = await metrics.exposition();
    expect(text).toContain('lumiere_metrics_database_up 0');
    expect(text).not.toMatch(/^lumiere_calls_in_progress\{/m);
    expect(text).toContain('lumiere_http_requests_total');
  });
});
