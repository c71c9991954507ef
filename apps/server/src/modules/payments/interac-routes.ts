import { en } from '@app/shared/messages/en';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  createOrderBodySchema,
  interacOrderAnswerSchema,
  interacStatusAnswerSchema,
} from '@app/shared/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfRequest } from '../../language.ts';
import type { RequireCustomer } from '../accounts/session-guard.ts';
import type { InteracService } from './interac-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};
const tags = ['payments'];
const transactionId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export const interacRoutes: FastifyPluginAsyncZod<{
  service: InteracService;
  requireCustomer: RequireCustomer;
}> = async (app, { service, requireCustomer }) => {
  app.post(
    '/.netlify/functions/create-interac-order',
    {
      schema: {
        tags,
        summary: 'Price the order and open a Gigadat Interac payment',
        body: createOrderBodySchema,
        response: { 200: interacOrderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request, en.payments.sessionMissing);
      return service.createOrder(customer.id, request.body, request.ip, languageOfRequest(request));
    },
  );

  app.get(
    '/.netlify/functions/check-interac-transaction-status',
    {
      schema: {
        tags,
        summary: 'Gigadat status of my transaction; credits once on success',
        querystring: z.object({ transactionId }),
        response: { 200: interacStatusAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request, en.payments.sessionMissing);
      return { status: await service.checkStatus(customer.id, request.query.transactionId) };
    },
  );

  app.post(
    '/api/webhooks/gigadat',
    {
      schema: {
        tags,
        summary: 'Gigadat postback (re-checked with Gigadat before acting)',
        body: z.looseObject({ transactionId }),
        response: { 200: z.object({ received: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.postback(request.body.transactionId);
      return { received: true as const };
    },
  );
};
