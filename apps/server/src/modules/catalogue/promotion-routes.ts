import type { AppDb } from '@app/db/client';
import type { LinkHosts } from '@app/shared/rules/link-hosts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findActivePromotion } from './active-promotion.ts';

const promotionSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The French banner; null: French pages show `message`. */
  messageFr: z.string().nullable(),
  linkUrl: z.string().nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

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
        response: { 200: z.object({ promotion: promotionSchema.nullable() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { promotion: await findActivePromotion(db, new Date(), linkHosts) };
    },
  );
};
