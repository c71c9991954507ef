import { advisorParamsSchema } from '@app/shared/schemas/advisor-console';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  advisorChartSchema,
  advisorChartsSchema,
  birthDetailsBodySchema,
  chartSharesBodySchema,
  chartSharesSchema,
  customerChartSchema,
  placesSchema,
  revealedBirthDetailsSchema,
} from '@app/shared/schemas/natal-chart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfRequest } from '../../../language.ts';
import { customerIdParams, errorResponses } from '../../../route-schemas.ts';
import { ownCustomerHook, type RequireCustomer, type RoleGuards } from '../../accounts/session-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from '../../advisors/console-guard.ts';
import { searchPlaces } from '../natal/gazetteer.ts';
import type { ChartService } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['horoscope'];

/** GET /api/places: the gazetteer the birth place is picked from (public data; the query is never logged). */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places',
    {
      schema: {
        tags,
        summary: 'Cities matching what is typed (accents and case ignored), the largest first, Canada first',
        querystring: z.object({ place: z.string().trim().max(80) }),
        response: { 200: placesSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return {
        places: searchPlaces(request.query.place).map(({ id, name, region, country }) => ({
          id,
          name,
          region,
          country,
        })),
      };
    },
  );
};

/** The customer's own chart, birth time and place, and sharing (a visitor 401, anyone else 403). */
export const customerChartRoutes: FastifyPluginAsyncZod<{
  service: ChartService;
  requireCustomer: RequireCustomer;
}> = async (app, { service, requireCustomer }) => {
  app.addHook('preValidation', ownCustomerHook(requireCustomer));

  app.get(
    '/api/customers/:id/chart',
    {
      schema: {
        tags,
        summary:
          "The customer's chart from their birth date (and birth time and place when saved, shown masked) and today's transits to it",
        params: customerIdParams,
        response: { 200: customerChartSchema, ...errors },
      },
    },
    (request) => service.describe(request.params.id, languageOfRequest(request)),
  );

  app.put(
    '/api/customers/:id/birth-details',
    {
      schema: {
        tags,
        summary: 'Saves the birth time (HH:MM, local) and place (an id of GET /api/places), sealed',
        params: customerIdParams,
        body: birthDetailsBodySchema,
        response: { 200: customerChartSchema, ...errors },
      },
    },
    (request) => service.saveBirthDetails(request.params.id, request.body, languageOfRequest(request)),
  );

  app.delete(
    '/api/customers/:id/birth-details',
    {
      schema: {
        tags,
        summary: 'Deletes the birth time and place (audited); the chart goes back to the birth date alone',
        params: customerIdParams,
        response: { 200: customerChartSchema, ...errors },
      },
    },
    (request) => service.deleteBirthDetails(request.params.id, languageOfRequest(request), request.ip),
  );

  app.post(
    '/api/customers/:id/birth-details/reveal',
    {
      schema: {
        tags,
        summary: 'The saved birth time and place in clear, for the customer only (each reveal audited)',
        params: customerIdParams,
        response: { 200: revealedBirthDetailsSchema, ...errors },
      },
    },
    (request) => service.reveal(request.params.id, languageOfRequest(request), request.ip),
  );

  app.get(
    '/api/customers/:id/chart-shares',
    {
      schema: {
        tags,
        summary: "Whom the customer's chart is shared with: every advisor, or the advisors chosen",
        params: customerIdParams,
        response: { 200: chartSharesSchema, ...errors },
      },
    },
    (request) => service.shares(request.params.id),
  );

  app.put(
    '/api/customers/:id/chart-shares',
    {
      schema: {
        tags,
        summary:
          'Replaces whom the chart is shared with (nobody: all false and no advisor); takes effect at once',
        params: customerIdParams,
        body: chartSharesBodySchema,
        response: { 200: chartSharesSchema, ...errors },
      },
    },
    (request) => service.setShares(request.params.id, request.body, languageOfRequest(request)),
  );
};

/** The advisor's view of charts shared with them, during a call and 24 h after it (never a birth time or place). */
export const advisorChartRoutes: FastifyPluginAsyncZod<{
  service: ChartService;
  guards: RoleGuards;
}> = async (app, { service, guards }) => {
  const { ownAdvisor } = registerAdvisorConsoleGuard(app, guards);

  app.get(
    '/api/advisor/:agentId/charts',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          "The charts callers shared with this advisor, the live call's first, then calls of the last 24 h",
        params: advisorParamsSchema,
        response: { 200: advisorChartsSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    async (request) => ({
      charts: await service.advisorCharts(
        ownAdvisor(request, request.params.agentId).agentId,
        languageOfRequest(request),
      ),
    }),
  );

  app.get(
    '/api/advisor/:agentId/charts/:callId',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary:
          "One caller's shared chart and today's transits (403 CHART_NOT_SHARED when not shared or past 24 h)",
        params: advisorParamsSchema.extend({ callId: z.string().min(1).max(64) }),
        response: { 200: advisorChartSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) =>
      service.advisorChart(
        ownAdvisor(request, request.params.agentId).agentId,
        request.params.callId,
        languageOfRequest(request),
      ),
  );
};
