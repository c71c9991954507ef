import { apiErrorSchema } from '@app/shared/schemas/errors';
import { phonePinBodySchema, phonePinStatusSchema } from '@app/shared/schemas/phone-pin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RequireCustomer, registerCustomerGuard } from '../accounts/session-guard.ts';
import type { PhonePins } from './phone-pins.ts';

const tags = ['accounts'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The signed-in customer's phone PIN: whether one is set, set or change it, remove it. Never read back. */
export const phonePinRoutes: FastifyPluginAsyncZod<{
  requireCustomer: RequireCustomer;
  pins: PhonePins;
}> = async (app, { requireCustomer, pins }) => {
  const customerOf = registerCustomerGuard(app, requireCustomer);
  const customerId = (request: Parameters<typeof customerOf>[0]) => customerOf(request).id;

  app.get(
    '/api/me/phone-pin',
    {
      schema: {
        tags,
        summary: 'Whether the customer has a phone PIN',
        response: { 200: phonePinStatusSchema, ...errors },
      },
    },
    async (request) => ({ set: await pins.isSet(customerId(request)) }),
  );

  app.put(
    '/api/me/phone-pin',
    {
      schema: {
        tags,
        summary: 'Sets or changes the phone PIN (4 to 6 digits, not a run or one digit repeated); unlocks it',
        body: phonePinBodySchema,
        response: { 200: phonePinStatusSchema, ...errors },
      },
    },
    async (request) => {
      await pins.set(customerId(request), request.body.pin);
      return { set: true };
    },
  );

  app.delete(
    '/api/me/phone-pin',
    {
      schema: { tags, summary: 'Removes the phone PIN (idempotent)', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await pins.remove(customerId(request));
      return reply.code(204).send(null);
    },
  );
};
