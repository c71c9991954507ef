import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  payoutPeriodParamsSchema,
  payoutRunListSchema,
  payoutRunSchema,
  payoutSettingsSchema,
} from '@app/shared/schemas/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '../accounts/roles.ts';
import {
  type RoleGuards,
  registerStaffGuard,
  STAFF_GUARD_ERRORS,
  STAFF_TAGS,
} from '../accounts/staff-guard.ts';
import { auditActorOf } from '../audit/log.ts';
import type { PayoutsService } from './service.ts';

/** Running payouts and setting the minimum: admin (`payouts: ['run']`); support reads. */
const RUN_PAYOUTS = { staffPermission: { payouts: ['run'] } satisfies Permission };

/**
 * Payout runs in the back office (contract: packages/shared/src/schemas/payouts.ts). Every route is behind
 * the staff guard; what changes or runs anything needs the payouts permission (admin).
 */
export const staffPayoutRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: PayoutsService;
}> = async (app, { guards, service }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/payouts/runs/:period/preview',
    {
      schema: {
        tags: STAFF_TAGS,
        summary:
          "A pay period's run as it would be confirmed now: who is due, below the minimum or held (and why)",
        params: payoutPeriodParamsSchema,
        response: { 200: payoutRunSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    (request) => service.preview(request.params.period),
  );

  app.post(
    '/api/staff/payouts/runs/:period/confirm',
    {
      config: RUN_PAYOUTS,
      schema: {
        tags: STAFF_TAGS,
        summary:
          "Confirms an ended pay period's run once: one batch per method, each advisor debited, then sent; a repeat answers the stored run",
        params: payoutPeriodParamsSchema,
        response: { 200: payoutRunSchema, ...STAFF_GUARD_ERRORS, 409: apiErrorSchema },
      },
    },
    (request) => service.confirm(request.params.period, auditActorOf(actorOf(request))),
  );

  app.get(
    '/api/staff/payouts/runs',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'Recent payout runs (periods and instant payouts) with their batches and item statuses',
        response: { 200: payoutRunListSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    () => service.recentRuns(),
  );

  app.get(
    '/api/staff/payouts/settings',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'The payout minimum (a period run carries smaller amounts over)',
        response: { 200: payoutSettingsSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    () => service.settings(),
  );

  app.put(
    '/api/staff/payouts/settings',
    {
      config: RUN_PAYOUTS,
      schema: {
        tags: STAFF_TAGS,
        summary: 'Sets the payout minimum, in cents (audited)',
        body: payoutSettingsSchema,
        response: { 200: payoutSettingsSchema, ...STAFF_GUARD_ERRORS },
      },
    },
    (request) => service.setMinimum(auditActorOf(actorOf(request)), request.body.minimumCents),
  );
};
