import { psychicStatusListSchema } from '@app/shared/schemas/advisors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AdvisorsService, FUNCTIONS_BASE } from './service.ts';

export const advisorsRoutes: FastifyPluginAsyncZod<{ service: AdvisorsService }> = async (
  app,
  { service },
) => {
  app.get(
    `${FUNCTIONS_BASE}/fetch-psychicstatus-json`,
    {
      schema: {
        tags: ['advisors'],
        summary: 'Psychic status feed: every advisor with live status and weekly schedule, in display order',
        response: { 200: psychicStatusListSchema },
      },
    },
    async (_request, reply) => {
      // Polled every 15 s by every open page: let caches revalidate, never serve a stale status.
      reply.header('cache-control', 'no-cache');
      return service.listPsychicStatuses();
    },
  );
};
