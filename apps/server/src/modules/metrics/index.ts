import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { createMetrics } from './metrics.ts';
import { createMetricsRepository } from './repository.ts';
import { metricsRoutes } from './routes.ts';

/** The app's counters, made first (every module observes through them), and every answer counted. */
export function createAppMetrics(app: FastifyInstance, db: ModuleContext['db']) {
  const metrics = createMetrics({ repository: createMetricsRepository(db), log: app.log });
  registerHttpMetrics(app, metrics);
  return metrics;
}

/** GET /metrics: a production server publishes its numbers only to whoever holds METRICS_TOKEN. */
export async function registerMetrics({ app, config, metrics }: ModuleContext) {
  if (config.metricsToken !== undefined || config.nodeEnv !== 'production') {
    await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  } else {
    app.log.warn('METRICS_TOKEN is not set: GET /metrics is off (404)');
  }
}
