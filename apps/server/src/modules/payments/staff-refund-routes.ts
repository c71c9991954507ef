import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  staffRefundBodySchema,
  staffRefundParamsSchema,
  staffRefundResultSchema,
} from '@app/shared/schemas/staff-refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RoleGuards, registerStaffGuard } from '../accounts/staff-guard.ts';
import type { RefundService } from './refund-service.ts';

const error = apiErrorSchema;

/**
 * Refunds in the back office (contract: packages/shared/src/schemas/staff-refunds.ts). Admin only
 * (`refunds: ['create']`); the staff guard answers 401/403 before the body is judged.
 */
export const staffRefundRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: RefundService;
}> = async (app, { guards, service }) => {
  const { staffOf } = registerStaffGuard(app, guards);

  app.post(
    '/api/staff/purchases/:purchaseId/refunds',
    {
      config: { staffPermission: { refunds: ['create'] } },
      schema: {
        tags: ['back office'],
        summary:
          'Refunds a purchase, whole or in part, through its provider and takes minutes back; the same requestId refunds once',
        params: staffRefundParamsSchema,
        body: staffRefundBodySchema,
        response: {
          200: staffRefundResultSchema,
          400: error,
          401: error,
          403: error,
          404: error,
          409: error,
          502: error,
        },
      },
    },
    (request) => {
      const staff = staffOf(request);
      return service.create(
        { userId: staff.userId, email: staff.email, role: staff.role, clientIp: request.ip },
        request.params.purchaseId,
        request.body,
      );
    },
  );
};
