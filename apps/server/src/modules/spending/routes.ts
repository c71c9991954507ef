import { SPENDING_LIMITS } from '@app/shared/rules/spending-limits';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  pauseBodySchema,
  spendingLimitsBodySchema,
  spendingLimitsSchema,
  staffSpendingLimitsBodySchema,
} from '@app/shared/schemas/spending-limits';
import { staffCustomerParamsSchema } from '@app/shared/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownCustomerHook, type RequireCustomer } from '../accounts/session-guard.ts';
import { type RoleGuards, registerStaffGuard, STAFF_ERRORS, STAFF_TAGS } from '../accounts/staff-guard.ts';
import type { SpendingService } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['accounts'];

/** The customer's own limits, pending raises and breaks (a visitor gets 401, another customer's id 403). */
export const spendingRoutes: FastifyPluginAsyncZod<{
  service: SpendingService;
  requireCustomer: RequireCustomer;
}> = async (app, { service, requireCustomer }) => {
  app.addHook('preValidation', ownCustomerHook(requireCustomer));

  app.get(
    '/api/customers/:id/limits',
    {
      schema: {
        tags,
        summary: "The customer's spending limits in force, pending raises, spend per window and any break",
        params: idParams,
        response: { 200: spendingLimitsSchema, ...errors },
      },
    },
    (request) => service.describe(request.params.id),
  );

  app.put(
    '/api/customers/:id/limits',
    {
      schema: {
        tags,
        summary:
          'Sets spending limits (taxes included): lower at once, higher or removed (null) after 24 hours',
        params: idParams,
        body: spendingLimitsBodySchema,
        response: { 200: spendingLimitsSchema, ...errors },
      },
    },
    (request) => service.setLimits(request.params.id, request.body),
  );

  app.delete(
    '/api/customers/:id/limits/pending/:limit',
    {
      schema: {
        tags,
        summary: 'Cancels a pending raise or removal of one limit: the limit in force stays',
        params: idParams.extend({ limit: z.enum(SPENDING_LIMITS) }),
        response: { 200: spendingLimitsSchema, ...errors },
      },
    },
    (request) => service.keepLimit(request.params.id, request.params.limit),
  );

  app.post(
    '/api/customers/:id/break',
    {
      schema: {
        tags,
        summary:
          'Starts a break (7, 30 or 90 days) or a self-exclusion (6, 12 or 24 months); never shortened',
        params: idParams,
        body: pauseBodySchema,
        response: { 200: spendingLimitsSchema, ...errors },
      },
    },
    (request) => service.startPause(request.params.id, request.body),
  );
};

/** The back office reads a customer's limits and break, and sets staff's own limits (audited). */
export const staffSpendingRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  service: SpendingService;
}> = async (app, { guards, service }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/customers/:customerId/limits',
    {
      schema: {
        tags: STAFF_TAGS,
        summary:
          "A customer's spending limits, staff's limits and any break (read only for the customer's own)",
        params: staffCustomerParamsSchema,
        response: { 200: spendingLimitsSchema, ...STAFF_ERRORS },
      },
    },
    (request) => service.describe(request.params.customerId),
  );

  app.put(
    '/api/staff/customers/:customerId/limits',
    {
      config: { staffPermission: { spending: ['limit'] } },
      schema: {
        tags: STAFF_TAGS,
        summary:
          "Sets or lifts (null) staff's spending limits on a customer, with a reason the audit log keeps",
        params: staffCustomerParamsSchema,
        body: staffSpendingLimitsBodySchema,
        response: { 200: spendingLimitsSchema, ...STAFF_ERRORS },
      },
    },
    (request) => service.setStaffLimits(actorOf(request), request.params.customerId, request.body),
  );
};
