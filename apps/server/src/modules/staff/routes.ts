import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  staffAdjustBodySchema,
  staffAdjustResultSchema,
  staffCustomerDetailSchema,
  staffCustomerPageSchema,
  staffCustomerParamsSchema,
  staffCustomerQuerySchema,
  staffCustomerSchema,
  staffReasonBodySchema,
} from '@app/shared/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfRequest } from '../../language.ts';
import { type RoleGuards, registerStaffGuard, STAFF_ERRORS, STAFF_TAGS } from '../accounts/staff-guard.ts';
import type { StaffService } from './service.ts';

/**
 * The back office's API (/api/staff/…, contract in packages/shared/src/schemas/staff.ts): customers and
 * the audit log. `support` and `admin` only (staff-guard.ts); every change writes its audit row in the
 * same transaction.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ guards: RoleGuards; service: StaffService }> = async (
  app,
  { guards, service },
) => {
  const { staffOf, actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/customers',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'Customers by part of an e-mail or a name, or by a phone number; deleted ones included',
        querystring: staffCustomerQuerySchema,
        response: { 200: staffCustomerPageSchema, ...STAFF_ERRORS },
      },
    },
    (request) => service.searchCustomers(request.query),
  );

  app.get(
    '/api/staff/customers/:customerId',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'One customer: balance, ledger, purchases, calls, coupon uses, live sessions',
        params: staffCustomerParamsSchema,
        response: { 200: staffCustomerDetailSchema, ...STAFF_ERRORS },
      },
    },
    (request) =>
      service.customerDetail(request.params.customerId, staffOf(request), languageOfRequest(request)),
  );

  app.post(
    '/api/staff/customers/:customerId/adjustments',
    {
      config: { staffPermission: { credits: ['adjust'] } },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Adds or takes minutes through the ledger; the same requestId adjusts once',
        params: staffCustomerParamsSchema,
        body: staffAdjustBodySchema,
        response: { 200: staffAdjustResultSchema, ...STAFF_ERRORS, 409: apiErrorSchema },
      },
    },
    (request) => service.adjust(actorOf(request), request.params.customerId, request.body),
  );

  app.post(
    '/api/staff/customers/:customerId/deactivate',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'Closes the account and ends its sessions at once (nothing changes if already closed)',
        params: staffCustomerParamsSchema,
        body: staffReasonBodySchema,
        response: { 200: staffCustomerSchema, ...STAFF_ERRORS },
      },
    },
    (request) => service.setActive(actorOf(request), request.params.customerId, false, request.body.note),
  );

  app.post(
    '/api/staff/customers/:customerId/reactivate',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'Opens a deactivated account again (a deleted one stays closed: 409 ACCOUNT_DELETED)',
        params: staffCustomerParamsSchema,
        body: staffReasonBodySchema,
        response: { 200: staffCustomerSchema, ...STAFF_ERRORS, 409: apiErrorSchema },
      },
    },
    (request) => service.setActive(actorOf(request), request.params.customerId, true, request.body.note),
  );

  app.post(
    '/api/staff/customers/:customerId/verification-email',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: 'Sends the verification e-mail again (409 ALREADY_VERIFIED; the per-address limit applies)',
        params: staffCustomerParamsSchema,
        response: { 204: z.void(), ...STAFF_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.resendVerification(actorOf(request), request.params.customerId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/staff/customers/:customerId/sign-out-everywhere',
    {
      schema: {
        tags: STAFF_TAGS,
        summary: "Ends every session of the customer's login",
        params: staffCustomerParamsSchema,
        body: staffReasonBodySchema,
        response: { 204: z.void(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      await service.signOutEverywhere(actorOf(request), request.params.customerId, request.body.note);
      return reply.code(204).send();
    },
  );
};
