import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { FeedCacheObserver } from '../advisors/status-feed.ts';
import type { ReconciliationObserver, ReconciliationResult } from '../jobs/reconciliation.ts';
import type { PaymentProvider } from '../payments/observe.ts';
import type { MetricsRepository } from './repository.ts';

/** 'failed' covers every order closed unpaid: declined, cancelled by the customer, expired, voided. */
export type PaymentOutcome = 'created' | 'credited' | 'failed';

const PROVIDERS: readonly PaymentProvider[] = ['paypal', 'interac'];
const OUTCOMES: readonly PaymentOutcome[] = ['created', 'credited', 'failed'];
const FIXED = [
  'payments_credited',
  'payments_failed',
  'calls_settled',
  'calls_abandoned',
  'refunds_completed',
  'refunds_failed',
] as const;

/** From 1 ms (the status feed's snapshot) to 10 s (a provider's slow answer). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The numbers of one app instance. Its own registry, not prom-client's global one: tests build many apps
 * in one process, and each app must count only what it served. Counters only move once what they count
 * is committed (a payment credited, a call settled), so a rolled-back transaction is never counted.
 */
export function createMetrics(deps: { repository: MetricsRepository; log: FastifyBaseLogger }) {
  const registry = new Registry();
  // Process metrics, event-loop lag (nodejs_eventloop_lag_seconds) among them.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Every metric of this instance is kept in its own registry.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers });

  const httpLabels = ['method', 'route', 'status_code'] as const;
  const httpRequests = counter(
    'lumiere_http_requests_total',
    'HTTP requests answered, by route pattern, method and status code',
    httpLabels,
  );
  const httpDuration = new Histogram({
    name: 'lumiere_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: httpLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rateLimited = counter(
    'lumiere_rate_limit_refusals_total',
    'Requests refused by a rate limit (429), by route pattern and method',
    ['method', 'route'] as const,
  );
  const feedHits = counter(
    'lumiere_status_feed_snapshot_hits_total',
    'Status feed reads served from the kept snapshot',
  );
  const feedRebuilds = counter(
    'lumiere_status_feed_snapshot_rebuilds_total',
    'Status feed snapshots rebuilt from the database',
  );
  const payments = counter(
    'lumiere_payments_total',
    'Payment orders by provider and outcome (created, credited, failed)',
    ['provider', 'outcome'] as const,
  );
  const minutesBought = counter(
    'lumiere_credit_minutes_bought_total',
    'Minutes credited by purchases (bundle, gift and coupon bonus), by provider',
    ['provider'] as const,
  );
  const minutesUsed = counter('lumiere_credit_minutes_used_total', 'Minutes billed for calls');
  const callsSettled = counter('lumiere_calls_settled_total', 'Calls settled, connected or not', [
    'outcome',
  ] as const);
  const reconciliationRuns = counter(
    'lumiere_reconciliation_runs_total',
    'Reconciliation passes by outcome (ok, failed)',
    ['outcome'] as const,
  );
  const reconciliationFixed = counter(
    'lumiere_reconciliation_fixed_total',
    'What reconciliation passes settled, by kind',
    ['kind'] as const,
  );
  const reconciliationErrors = counter(
    'lumiere_reconciliation_errors_total',
    'Items a reconciliation pass could not settle this time (a provider error), by part',
    ['part'] as const,
  );
  // Read from the database at scrape time: true across every instance, and right after a restart.
  const callsInProgress = gauge(
    'lumiere_calls_in_progress',
    'Calls under way (all instances), by stage: gathering (choosing an extension) or dialing (with an advisor)',
    ['stage'] as const,
  );
  const outboxMessages = gauge(
    'lumiere_outbox_messages',
    'Messages held in the outbox (all instances), by channel',
    ['channel'] as const,
  );
  const databaseUp = gauge(
    'lumiere_metrics_database_up',
    '1 when the gauges read from the database at this scrape are current, 0 when the read failed',
  );

  // Known label values start at zero, so a rate is defined before the first event.
  for (const provider of PROVIDERS) {
    minutesBought.inc({ provider }, 0);
    for (const outcome of OUTCOMES) payments.inc({ provider, outcome }, 0);
  }
  for (const outcome of ['connected', 'not_connected']) callsSettled.inc({ outcome }, 0);
  for (const outcome of ['ok', 'failed']) reconciliationRuns.inc({ outcome }, 0);
  for (const kind of FIXED) reconciliationFixed.inc({ kind }, 0);
  for (const part of ['payments', 'refunds']) reconciliationErrors.inc({ part }, 0);
  minutesUsed.inc(0);

  const feed: FeedCacheObserver = {
    hit: () => feedHits.inc(),
    rebuild: () => feedRebuilds.inc(),
  };

  const reconciliation: ReconciliationObserver = {
    passed(result: ReconciliationResult) {
      reconciliationRuns.inc({ outcome: 'ok' });
      const fixed: Record<(typeof FIXED)[number], number> = {
        payments_credited: result.payments.credited,
        payments_failed: result.payments.failed,
        calls_settled: result.calls.settled,
        calls_abandoned: result.calls.abandoned,
        refunds_completed: result.refunds?.completed ?? 0,
        refunds_failed: result.refunds?.failed ?? 0,
      };
      for (const kind of FIXED) if (fixed[kind] > 0) reconciliationFixed.inc({ kind }, fixed[kind]);
      if (result.payments.errors > 0) reconciliationErrors.inc({ part: 'payments' }, result.payments.errors);
      const refundErrors = result.refunds?.errors ?? 0;
      if (refundErrors > 0) reconciliationErrors.inc({ part: 'refunds' }, refundErrors);
    },
    failed: () => reconciliationRuns.inc({ outcome: 'failed' }),
  };

  return {
    contentType: registry.contentType,
    feed,
    reconciliation,

    /** One answered request; `route` is the route's pattern, never the raw URL. */
    request(labels: { method: string; route: string; statusCode: number }, seconds: number) {
      const values = { method: labels.method, route: labels.route, status_code: String(labels.statusCode) };
      httpRequests.inc(values);
      httpDuration.observe(values, seconds);
      if (labels.statusCode === 429) rateLimited.inc({ method: labels.method, route: labels.route });
    },

    payment(provider: PaymentProvider, outcome: PaymentOutcome) {
      payments.inc({ provider, outcome });
    },

    /** A purchase credited (its transaction committed). */
    credited(provider: PaymentProvider, minutes: number) {
      payments.inc({ provider, outcome: 'credited' });
      if (minutes > 0) minutesBought.inc({ provider }, minutes);
    },

    /** A call settled (its transaction committed), with the minutes billed. */
    callSettled(connected: boolean, minutes: number) {
      callsSettled.inc({ outcome: connected ? 'connected' : 'not_connected' });
      if (minutes > 0) minutesUsed.inc(minutes);
    },

    /** The exposition text: the database gauges are read first; if that read fails the rest still goes out. */
    async exposition(): Promise<string> {
      try {
        const counts = await deps.repository.counts();
        callsInProgress.set({ stage: 'gathering' }, counts.calls.gathering);
        callsInProgress.set({ stage: 'dialing' }, counts.calls.dialing);
        outboxMessages.set({ channel: 'sms' }, counts.outbox.sms);
        outboxMessages.set({ channel: 'email' }, counts.outbox.email);
        databaseUp.set(1);
      } catch (error) {
        // No stale figure is published as if it were current.
        callsInProgress.reset();
        outboxMessages.reset();
        databaseUp.set(0);
        deps.log.warn({ err: error }, 'metrics: the database gauges could not be read');
      }
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
