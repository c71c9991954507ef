import {
  payoutTinRevealBodySchema,
  payoutTinRevealSchema,
  staffPayoutProfileParamsSchema,
  staffPayoutProfileSchema,
} from '@app/shared/schemas/payout-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RoleGuards, registerStaffGuard, STAFF_ERRORS, STAFF_TAGS } from '../accounts/staff-guard.ts';
import type { PayoutProfileService } from './service.ts';

/**
 * The back office reads an advisor's payout profile masked (support and admin); only an admin reveals
 * the full number, with a reason, and the reveal is audited. There is no staff route that changes a
 * profile: only the advisor does, with the code texted to them.
 */
export const staffPayoutProfileRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: PayoutProfileService;
}> = async (app, { guards, service }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/advisors/:agentId/payout-profile',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: "An advisor's payout profile, the SIN or business number masked",
        params: staffPayoutProfileParamsSchema,
        response: { 200: staffPayoutProfileSchema, ...STAFF_ERRORS },
      },
    },
    (request) => service.staffView(request.params.agentId),
  );

  app.post(
    '/api/staff/advisors/:agentId/payout-profile/reveal',
    {
      config: { staffPermission: { payouts: ['reveal-tin'] } },
      schema: {
        tags: STAFF_TAGS,
        summary:
          'Admin only: the full SIN or business number, with a reason the audit log keeps (never the number)',
        params: staffPayoutProfileParamsSchema,
        body: payoutTinRevealBodySchema,
        response: { 200: payoutTinRevealSchema, ...STAFF_ERRORS },
      },
    },
    (request) => service.revealTin(request.params.agentId, request.body.reason, actorOf(request)),
  );
};
