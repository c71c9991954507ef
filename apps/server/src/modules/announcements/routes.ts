import type { AppDb } from '@app/db/client';
import { platformAnnouncements } from '@app/db/schema';
import { isAnnouncementActive } from '@app/shared/rules/announcement';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const announcementSchema = z.object({
  id: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
  title: z.string(),
  message: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});

/** SPEC 7 platform_announcements: is_active, newest start_at first, one row — shown only inside its window. */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/api/announcements/active',
    {
      schema: {
        tags: ['announcements'],
        summary: 'The platform announcement to show now, if any',
        response: { 200: z.object({ announcement: announcementSchema.nullable() }) },
      },
    },
    async (_request, reply) => {
      const [row] = await db
        .select()
        .from(platformAnnouncements)
        .where(eq(platformAnnouncements.isActive, true))
        .orderBy(sql`${platformAnnouncements.startAt} desc nulls last`, desc(platformAnnouncements.createdAt))
        .limit(1);
      reply.header('cache-control', 'public, max-age=30');
      if (!row || !isAnnouncementActive(row, new Date())) return { announcement: null };
      return {
        announcement: {
          id: row.id,
          severity: row.severity,
          title: row.title,
          message: row.message,
          startAt: row.startAt?.toISOString() ?? null,
          endAt: row.endAt?.toISOString() ?? null,
        },
      };
    },
  );
};
