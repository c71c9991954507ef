import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { bearerMatches } from './bearer.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** Sent as bytes, which Fastify passes through untouched: the zod serializer would quote a string. */
const exposition = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', description: 'text/plain; version=0.0.4 (Prometheus text exposition format)' });

export interface MetricsRoutesOptions {
  metrics: Metrics;
  /** Required as `Authorization: Bearer <token>` when set; app.ts never registers the route in production without one. */
  token: string | undefined;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/** At least 'warn', never lower than the app's own level (a route's level replaces the app's). */
export function scrapeLogLevel(appLevel: string): Level {
  const index = LEVELS.indexOf(appLevel as Level);
  return index > LEVELS.indexOf('warn') ? (LEVELS[index] ?? 'warn') : 'warn';
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, { metrics, token }) => {
  app.get(
    METRICS_PATH,
    {
      // Scraped every few seconds by every Prometheus: its success lines would bury the log. Refusals still show.
      logLevel: scrapeLogLevel(app.log.level),
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics of this instance (text exposition format 0.0.4)',
        description:
          'With METRICS_TOKEN set: answers only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). ' +
          'Without it: open outside production, absent (404) in production.',
        response: { 200: exposition, 401: apiErrorSchema },
      },
      onRequest: async (request, reply) => {
        if (token === undefined || bearerMatches(request.headers.authorization, token)) return;
        request.log.warn('metrics scrape refused: missing or wrong bearer token');
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, 'UNAUTHENTICATED', 'A valid metrics token is required');
      },
    },
    async (_request, reply) => {
      const body = Buffer.from(await metrics.exposition());
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(body);
    },
  );
};
