import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../app-error.ts';
import type { HealthService } from './service.ts';

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the instance is not shutting down',
        response: { 200: readySchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const readiness = await service.readiness();
      if (readiness.ready) return { status: 'ready' as const };
      if (readiness.reason === 'draining') {
        return reply.code(503).send(errorBody('DRAINING', 'This instance is shutting down'));
      }
      // Logged with the request's one line, so the probe's cause is not lost.
      request.failure = readiness.cause;
      return reply.code(503).send(errorBody('NOT_READY', 'The database is not reachable'));
    },
  );
};
