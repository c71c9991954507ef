import { en } from '@app/shared/messages/en';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import { tarotPlayBodySchema, tarotResultSchema, tarotStateSchema } from '@app/shared/schemas/tarot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireCustomer } from '../accounts/session-guard.ts';
import type { TarotService } from './tarot-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const tarotRoutes: FastifyPluginAsyncZod<{
  service: TarotService;
  requireCustomer: RequireCustomer;
}> = async (app, { service, requireCustomer }) => {
  const customerOf = (request: Parameters<RequireCustomer>[0]) =>
    requireCustomer(request, en.tarot.signInRequired);

  app.get(
    '/api/tarot/game',
    {
      schema: {
        tags: ['tarot'],
        summary: "This week's game for me: no game, already played, or ready (card backs only)",
        response: { 200: tarotStateSchema, ...errors },
      },
    },
    async (request) => service.state((await customerOf(request)).id),
  );

  app.post(
    '/api/tarot/play',
    {
      schema: {
        tags: ['tarot'],
        summary: 'Pick 3 positions; the server reveals and decides',
        body: tarotPlayBodySchema,
        response: { 200: tarotResultSchema, ...errors },
      },
    },
    async (request) => service.play((await customerOf(request)).id, request.body.positions),
  );
};
