import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  declineSatisfactionBodySchema,
  grantSatisfactionBodySchema,
  hideReviewBodySchema,
  idParamsSchema,
  restoreReviewBodySchema,
  staffReviewsQuerySchema,
  staffReviewsSchema,
  staffSatisfactionListSchema,
  staffSatisfactionQuerySchema,
} from '@app/shared/schemas/trust';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RoleGuards, registerStaffGuard, STAFF_ERRORS, STAFF_TAGS } from '../accounts/staff-guard.ts';
import type { ReviewsService } from './reviews-service.ts';
import type { SatisfactionService } from './satisfaction-service.ts';

const tags = STAFF_TAGS;
const errors = { ...STAFF_ERRORS, 409: apiErrorSchema };
const MODERATE = { staffPermission: { reviews: ['moderate' as const] } };
const DECIDE = { staffPermission: { satisfaction: ['decide' as const] } };
const done = z.object({ ok: z.literal(true) });

/** Review moderation (abuse only, with a reason) and satisfaction requests, for support and admin. */
export const staffTrustRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  reviews: ReviewsService;
  satisfaction: SatisfactionService;
}> = async (app, { guards, reviews, satisfaction }) => {
  const { actorOf } = registerStaffGuard(app, guards);

  app.get(
    '/api/staff/reviews',
    {
      config: MODERATE,
      schema: {
        tags,
        summary: 'Reviews, newest first, by state and advisor',
        querystring: staffReviewsQuerySchema,
        response: { 200: staffReviewsSchema, ...errors },
      },
    },
    (request) => reviews.staffList(request.query),
  );

  app.post(
    '/api/staff/reviews/:id/hide',
    {
      config: MODERATE,
      schema: {
        tags,
        summary:
          'Hides a review for abuse (insult, personal data, spam), with a note; never for a low rating',
        params: idParamsSchema,
        body: hideReviewBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await reviews.hide(actorOf(request), request.params.id, request.body.reason, request.body.note);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/reviews/:id/restore',
    {
      config: MODERATE,
      schema: {
        tags,
        summary: 'Shows a hidden review again, with a note',
        params: idParamsSchema,
        body: restoreReviewBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await reviews.restore(actorOf(request), request.params.id, request.body.note);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/satisfaction-requests',
    {
      config: DECIDE,
      schema: {
        tags,
        summary: 'Satisfaction requests, newest first, by status',
        querystring: staffSatisfactionQuerySchema,
        response: { 200: staffSatisfactionListSchema, ...errors },
      },
    },
    (request) => satisfaction.staffList(request.query.status, request.query.page),
  );

  app.post(
    '/api/staff/satisfaction-requests/:id/grant',
    {
      config: DECIDE,
      schema: {
        tags,
        summary:
          "Grants minutes (at most the call's billed minutes) through the ledger and e-mails the customer",
        params: idParamsSchema,
        body: grantSatisfactionBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await satisfaction.grant(actorOf(request), request.params.id, request.body.minutes, request.body.note);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/satisfaction-requests/:id/decline',
    {
      config: DECIDE,
      schema: {
        tags,
        summary: 'Declines with a note and e-mails the customer',
        params: idParamsSchema,
        body: declineSatisfactionBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await satisfaction.decline(actorOf(request), request.params.id, request.body.note);
      return { ok: true as const };
    },
  );
};
