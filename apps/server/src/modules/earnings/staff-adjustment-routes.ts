import {
  staffAdvisorParamsSchema,
  staffEarningsAdjustBodySchema,
  staffEarningsAdjustResultSchema,
} from '@app/shared/schemas/earnings-staff';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RoleGuards, registerStaffGuard, STAFF_ERRORS, STAFF_TAGS } from '../accounts/staff-guard.ts';
import { auditActorOf } from '../audit/log.ts';
import type { EarningsAdjustments } from './adjustments.ts';

/** The back office's change to an advisor's earnings (admin only: `payouts: ['adjust']`). */
export const staffAdjustmentRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  adjustments: EarningsAdjustments;
}> = async (app, { guards, adjustments }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.post(
    '/api/staff/advisors/:agentId/earnings/adjustments',
    {
      config: { staffPermission: { payouts: ['adjust'] } },
      schema: {
        tags: STAFF_TAGS,
        summary:
          "Adds to or takes from an advisor's earnings, with a reason and a note; the same requestId adjusts once",
        params: staffAdvisorParamsSchema,
        body: staffEarningsAdjustBodySchema,
        response: { 200: staffEarningsAdjustResultSchema, ...STAFF_ERRORS, 409: apiErrorSchema },
      },
    },
    (request) => adjustments.adjust(auditActorOf(actorOf(request)), request.params.agentId, request.body),
  );
};
