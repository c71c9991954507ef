import type { AppDb } from '@app/db/client';
import type { LinkHosts } from '@app/shared/rules/link-hosts';
import { activePromotionResponseSchema } from '@app/shared/schemas/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActivePromotion } from './active-promotion.ts';

/** The banner's promotion (public; polled every 60 s). */
export const promotionRoutes: FastifyPluginAsyncZod<{ db: AppDb; linkHosts: LinkHosts }> = async (
  app,
  { db, linkHosts },
) => {
  app.get(
    '/api/promotions/active',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The promotion banner now showing, if any',
        response: { 200: activePromotionResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { promotion: await findActivePromotion(db, new Date(), linkHosts) };
    },
  );
};
