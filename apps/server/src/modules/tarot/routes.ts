import { en } from '@app/shared/messages/en';
import { apiErrorSchema } from '@app/shared/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireCustomer } from '../accounts/session-guard.ts';
import type { TarotService } from './tarot-service.ts';

const stateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('no-game') }),
  z.object({ state: z.literal('played'), won: z.boolean(), couponCode: z.string().nullable() }),
  z.object({ state: z.literal('ready'), tiles: z.number().int() }),
]);
const playAnswer = z.object({
  won: z.boolean(),
  couponCode: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  picked: z.array(z.number().int()),
  tiles: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string() })),
});
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
        response: { 200: stateSchema, ...errors },
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
        body: z.object({ positions: z.array(z.number().int()).max(9) }),
        response: { 200: playAnswer, ...errors },
      },
    },
    async (request) => service.play((await customerOf(request)).id, request.body.positions),
  );
};
