import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  agentIdParamsSchema,
  alertBodySchema,
  alertSchema,
  alertsSchema,
  favoritesSchema,
  idParamsSchema,
  ownReviewSchema,
  ownReviewsSchema,
  ownSatisfactionSchema,
  reviewBodySchema,
  reviewEditSchema,
  reviewsPageQuerySchema,
  reviewsPageSchema,
  satisfactionBodySchema,
} from '@app/shared/schemas/trust';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RequireCustomer, registerCustomerGuard } from '../accounts/session-guard.ts';
import type { ListsService } from './lists-service.ts';
import type { ReviewsService } from './reviews-service.ts';
import type { SatisfactionService } from './satisfaction-service.ts';

const tags = ['trust'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** An advisor's visible reviews: the same for everyone, so shared caches may keep it a minute. */
export const publicReviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.get(
    '/api/advisors/:agentId/reviews',
    {
      schema: {
        tags,
        summary: "An advisor's reviews, newest first, with the average (hidden reviews are left out)",
        params: agentIdParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: reviewsPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return reviews.publicPage(request.params.agentId, request.query.page);
    },
  );
};

/**
 * The signed-in customer's reviews, favourites, "notify me" requests and satisfaction requests. Who is
 * asking is settled before validation (401 for a visitor), and every route acts on that customer's rows.
 */
export const customerTrustRoutes: FastifyPluginAsyncZod<{
  requireCustomer: RequireCustomer;
  reviews: ReviewsService;
  lists: ListsService;
  satisfaction: SatisfactionService;
}> = async (app, { requireCustomer, reviews, lists, satisfaction }) => {
  const customerOf = registerCustomerGuard(app, requireCustomer);

  app.get(
    '/api/me/reviews',
    {
      schema: {
        tags,
        summary: "The customer's reviews, and the advisors they may review now",
        response: { 200: ownReviewsSchema, ...errors },
      },
    },
    (request) => reviews.own(customerOf(request).id),
  );

  app.post(
    '/api/reviews',
    {
      schema: {
        tags,
        summary:
          'Reviews an advisor (403 NOT_ELIGIBLE without a paid call of 4 minutes in 7 days, 409 ALREADY_REVIEWED_TODAY)',
        body: reviewBodySchema,
        response: { 201: ownReviewSchema, ...errors, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(customerOf(request).id, request.body, 'web');
      return reply.code(201).send(review);
    },
  );

  app.patch(
    '/api/reviews/:id',
    {
      schema: {
        tags,
        summary: "Edits one's own review within 7 days (409 EDIT_CLOSED after)",
        params: idParamsSchema,
        body: reviewEditSchema,
        response: { 200: ownReviewSchema, ...errors },
      },
    },
    (request) => reviews.edit(customerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/me/favorites',
    {
      schema: {
        tags,
        summary: "The customer's favourite advisors",
        response: { 200: favoritesSchema, ...errors },
      },
    },
    (request) => lists.favorites(customerOf(request).id),
  );

  app.put(
    '/api/me/favorites/:agentId',
    {
      schema: {
        tags,
        summary: 'Adds a favourite (idempotent; 409 FAVORITES_LIMIT)',
        params: agentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await lists.addFavorite(customerOf(request).id, request.params.agentId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/favorites/:agentId',
    {
      schema: {
        tags,
        summary: 'Removes a favourite (idempotent)',
        params: agentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await lists.removeFavorite(customerOf(request).id, request.params.agentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/availability-alerts',
    {
      schema: {
        tags,
        summary: "The customer's open 'notify me when available' requests",
        response: { 200: alertsSchema, ...errors },
      },
    },
    (request) => lists.alerts(customerOf(request).id),
  );

  app.put(
    '/api/me/availability-alerts/:agentId',
    {
      schema: {
        tags,
        summary: 'Asks to be told once when the advisor next takes calls (7 days; 409 NO_PHONE for a text)',
        params: agentIdParamsSchema,
        body: alertBodySchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    (request) => lists.subscribe(customerOf(request).id, request.params.agentId, request.body),
  );

  app.delete(
    '/api/me/availability-alerts/:agentId',
    {
      schema: {
        tags,
        summary: "Withdraws the 'notify me' request (idempotent)",
        params: agentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await lists.cancel(customerOf(request).id, request.params.agentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me/satisfaction',
    {
      schema: {
        tags,
        summary: "The customer's satisfaction requests and the calls they may ask about now",
        response: { 200: ownSatisfactionSchema, ...errors },
      },
    },
    (request) => satisfaction.own(customerOf(request).id),
  );

  app.post(
    '/api/satisfaction-requests',
    {
      schema: {
        tags,
        summary:
          'Asks for a satisfaction credit on a call of the last 72 hours, once per 30 days (404 CALL_NOT_FOUND, 409 CALL_TOO_OLD, SATISFACTION_LIMIT or ALREADY_ASKED)',
        body: satisfactionBodySchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await satisfaction.ask(customerOf(request).id, request.body);
      return reply.code(201).send(created);
    },
  );
};
