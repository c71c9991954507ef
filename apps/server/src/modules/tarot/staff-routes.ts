import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  staffTarotCreateWeeksBodySchema,
  staffTarotCreateWeeksResultSchema,
  staffTarotGameParamsSchema,
  staffTarotPageQuerySchema,
  staffTarotPlayPageSchema,
  staffTarotUpdateBodySchema,
  staffTarotWeekPageSchema,
  staffTarotWeekSchema,
} from '@app/shared/schemas/staff-tarot-theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MANAGE_CATALOGUE,
  type RoleGuards,
  registerStaffGuard,
  STAFF_GUARD_ERRORS,
  STAFF_TAGS,
} from '../accounts/staff-guard.ts';
import type { StaffTarotService } from './staff-service.ts';

const MANAGE = MANAGE_CATALOGUE;

/** The weekly tarot games (contract: packages/shared/src/schemas/staff-tarot-theme.ts). */
export const staffTarotRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: StaffTarotService;
}> = async (app, { guards, service }) => {
  const { staffOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/tarot/weeks',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: "The weekly tarot games, newest week first, with each week's plays and wins",
        querystring: staffTarotPageQuerySchema,
        response: { 200: staffTarotWeekPageSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    (request) => service.weeks(request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/staff/tarot/weeks',
    {
      config: MANAGE,
      schema: {
        tags: STAFF_TAGS,
        summary: 'Creates the coming business weeks; a week that exists is left alone',
        body: staffTarotCreateWeeksBodySchema,
        response: { 200: staffTarotCreateWeeksResultSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    (request) => service.createWeeks({ ...staffOf(request), clientIp: request.ip }, request.body.weeks),
  );

  app.get(
    '/api/staff/tarot/weeks/:gameId/plays',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: "One week's plays, newest first: who, when, the cards drawn, the win and its coupon",
        params: staffTarotGameParamsSchema,
        querystring: staffTarotPageQuerySchema,
        response: { 200: staffTarotPlayPageSchema, ...STAFF_GUARD_ERRORS, 404: apiErrorSchema },
      },
    },
    (request) => service.plays(request.params.gameId, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/staff/tarot/weeks/:gameId',
    {
      config: MANAGE,
      schema: {
        tags: STAFF_TAGS,
        summary: 'Switches a week on or off (409 once it ended, or to switch off a week already played)',
        params: staffTarotGameParamsSchema,
        body: staffTarotUpdateBodySchema,
        response: {
          200: staffTarotWeekSchema,
          ...STAFF_GUARD_ERRORS,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) =>
      service.setActive(
        { ...staffOf(request), clientIp: request.ip },
        request.params.gameId,
        request.body.isActive,
        request.body.note,
      ),
  );
};
