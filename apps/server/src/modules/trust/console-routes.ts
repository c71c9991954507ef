import { apiErrorSchema } from '@app/shared/schemas/errors';
import {
  consoleReviewsSchema,
  idParamsSchema,
  publicReviewSchema,
  replyBodySchema,
  reviewsPageQuerySchema,
} from '@app/shared/schemas/trust';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoleGuards } from '../accounts/session-guard.ts';
import {
  ADVISOR_CONSOLE_ERRORS,
  ADVISOR_CONSOLE_TAGS,
  registerAdvisorConsoleGuard,
} from '../advisors/console-guard.ts';
import type { ReviewsService } from './reviews-service.ts';

/** The signed-in advisor's reviews and their one public reply to each. */
export const consoleReviewRoutes: FastifyPluginAsyncZod<{
  guards: RoleGuards;
  reviews: ReviewsService;
}> = async (app, { guards, reviews }) => {
  const { advisorOf } = registerAdvisorConsoleGuard(app, guards);

  app.get(
    '/api/advisor/reviews',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: "The advisor's reviews, newest first (hidden ones flagged, their text withheld)",
        querystring: reviewsPageQuerySchema,
        response: { 200: consoleReviewsSchema, ...ADVISOR_CONSOLE_ERRORS },
      },
    },
    (request) => reviews.forAdvisor(advisorOf(request).agentId, request.query.page),
  );

  app.put(
    '/api/advisor/reviews/:id/reply',
    {
      schema: {
        tags: ADVISOR_CONSOLE_TAGS,
        summary: 'Posts the one public reply to a review (409 ALREADY_REPLIED)',
        params: idParamsSchema,
        body: replyBodySchema,
        response: { 200: publicReviewSchema, ...ADVISOR_CONSOLE_ERRORS, 409: apiErrorSchema },
      },
    },
    (request) => reviews.reply(advisorOf(request).agentId, request.params.id, request.body.text),
  );
};
