import type { AppDb } from '@app/db/client';
import { promotions } from '@app/db/schema';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const promotionSchema = z.object({
  id: z.string(),
  message: z.string(),
  linkUrl: z.string().nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/** SPEC 7 promotions: active, start_date ≤ now ≤ end_date, newest first, limit 1 (public; polled every 60 s). */
export const promotionRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
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
      const now = new Date();
      const [row] = await db
        .select()
        .from(promotions)
        .where(
          and(eq(promotions.isActive, true), lte(promotions.startDate, now), gte(promotions.endDate, now)),
        )
        .orderBy(desc(promotions.createdAt))
        .limit(1);
      reply.header('cache-control', 'public, max-age=30');
      return {
        promotion: row
          ? {
              id: row.id,
              message: row.message,
              linkUrl: row.linkUrl,
              backgroundColor: row.backgroundColor,
              textColor: row.textColor,
              startDate: row.startDate.toISOString(),
              endDate: row.endDate.toISOString(),
            }
          : null,
      };
    },
  );
};
