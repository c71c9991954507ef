import {
  staffClosureRefundListSchema,
  staffClosureRefundParamsSchema,
  staffClosureRefundQuerySchema,
  staffClosureRefundSchema,
  staffClosureResolveBodySchema,
} from '@app/shared/schemas/account-closure';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RoleGuards, registerStaffGuard, staffRoute } from '../accounts/staff-guard.ts';
import { auditActorOf } from '../audit/log.ts';
import type { ClosureStaffService } from './closure-staff-service.ts';

/**
 * Closure refunds in the back office (contract: packages/shared/src/schemas/account-closure.ts). Every
 * staff role reads them, as they read a customer's purchases and refunds; only who may refund
 * (`refunds: ['create']`, admin) marks one as paid back.
 */
export const staffClosureRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: ClosureStaffService;
}> = async (app, { guards, service }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/closure-refunds',
    staffRoute({
      summary:
        'Refunds made at account closure: those waiting for staff (status=queued, the default), or all',
      querystring: staffClosureRefundQuerySchema,
      response: { 200: staffClosureRefundListSchema },
    }),
    (request) => service.list(request.query),
  );

  app.post(
    '/api/staff/closure-refunds/:id/resolve',
    staffRoute(
      {
        summary: 'Marks a closure refund waiting for staff as paid back another way, with how (audited)',
        params: staffClosureRefundParamsSchema,
        body: staffClosureResolveBodySchema,
        response: { 200: staffClosureRefundSchema, 409: apiErrorSchema },
      },
      { staffPermission: { refunds: ['create'] } },
    ),
    (request) => service.resolve(auditActorOf(actorOf(request)), request.params.id, request.body.note),
  );
};
