import {
  savedPaypalChoicesBodySchema,
  savedPaypalConfirmBodySchema,
  savedPaypalSchema,
  savedPaypalStartBodySchema,
  savedPaypalStartSchema,
} from '@app/shared/schemas/saved-paypal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfRequest } from '../../language.ts';
import { customerIdParams, errorResponses } from '../../route-schemas.ts';
import { ownCustomerHook, type RequireCustomer } from '../accounts/session-guard.ts';
import type { SavedPaypalService } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);
const tags = ['accounts'];
const PATH = '/api/customers/:id/saved-paypal';

/**
 * The customer's own PayPal account saved for top-ups during a call (a visitor gets 401, another
 * customer's id or a staff login 403). Without PayPal configured every route answers 503.
 */
export const savedPaypalRoutes: FastifyPluginAsyncZod<{
  service: SavedPaypalService;
  requireCustomer: RequireCustomer;
}> = async (app, { service, requireCustomer }) => {
  app.addHook('preValidation', ownCustomerHook(requireCustomer));

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary:
          "The customer's saved PayPal account for top-ups (none, pending approval, or active with its masked e-mail), the top-up's bundle and the automatic top-up",
        params: customerIdParams,
        response: { 200: savedPaypalSchema, ...errors },
      },
    },
    (request) => service.describe(request.params.id),
  );

  app.post(
    PATH,
    {
      schema: {
        tags,
        summary:
          "Starts saving PayPal (Vault v3 setup token): answers PayPal's approval page, which returns to /profile?saved_paypal=return (or =cancel) in the page's language",
        description:
          'Refused (409) while an account is saved. A repeat within a few minutes gets the same approval page.',
        params: customerIdParams,
        body: savedPaypalStartBodySchema,
        response: { 200: savedPaypalStartSchema, ...errors },
      },
    },
    (request) => service.start(request.params.id, languageOfRequest(request)),
  );

  app.post(
    `${PATH}/confirm`,
    {
      schema: {
        tags,
        summary:
          "Back from PayPal's approval: the setup token (approval_token_id) becomes the saved account; a repeat answers the saved account",
        params: customerIdParams,
        body: savedPaypalConfirmBodySchema,
        response: { 200: savedPaypalSchema, ...errors },
      },
    },
    (request) => service.confirm(request.params.id, request.body.setupTokenId),
  );

  app.patch(
    PATH,
    {
      schema: {
        tags,
        summary: "Chooses the top-up's bundle (one on sale) and turns the automatic top-up on or off",
        params: customerIdParams,
        body: savedPaypalChoicesBodySchema,
        response: { 200: savedPaypalSchema, ...errors },
      },
    },
    (request) => service.choose(request.params.id, request.body),
  );

  app.delete(
    PATH,
    {
      schema: {
        tags,
        summary:
          'Removes the saved account: never charged again from this moment, and deleted at PayPal (retried by the reconciliation job if PayPal does not answer)',
        params: customerIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
