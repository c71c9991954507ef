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
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type RoleGuards,
  registerStaffGuard,
  STAFF_ERRORS,
  STAFF_TAGS,
  type StaffActor,
} from '../accounts/staff-guard.ts';
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

  /** A decision on one review or request, by its id, with a note: answered { ok: true } once done. */
  function action<Body extends z.ZodType>(
    path: string,
    config: FastifyContextConfig,
    summary: string,
    body: Body,
    run: (actor: StaffActor, id: string, body: z.infer<Body>) => Promise<unknown>,
  ) {
    app.post(
      path,
      { config, schema: { tags, summary, params: idParamsSchema, body, response: { 200: done, ...errors } } },
      async (request) => {
        await run(actorOf(request), request.params.id, request.body as z.infer<Body>);
        return { ok: true as const };
      },
    );
  }

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

  action(
    '/api/staff/reviews/:id/hide',
    MODERATE,
    'Hides a review for abuse (insult, personal data, spam), with a note; never for a low rating',
    hideReviewBodySchema,
    (actor, id, body) => reviews.hide(actor, id, body.reason, body.note),
  );

  action(
    '/api/staff/reviews/:id/restore',
    MODERATE,
    'Shows a hidden review again, with a note',
    restoreReviewBodySchema,
    (actor, id, body) => reviews.restore(actor, id, body.note),
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

  action(
    '/api/staff/satisfaction-requests/:id/grant',
    DECIDE,
    "Grants minutes (at most the call's billed minutes) through the ledger and e-mails the customer",
    grantSatisfactionBodySchema,
    (actor, id, body) => satisfaction.grant(actor, id, body.minutes, body.note),
  );

  action(
    '/api/staff/satisfaction-requests/:id/decline',
    DECIDE,
    'Declines with a note and e-mails the customer',
    declineSatisfactionBodySchema,
    (actor, id, body) => satisfaction.decline(actor, id, body.note),
  );
};
