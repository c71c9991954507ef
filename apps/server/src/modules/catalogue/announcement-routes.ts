import type { AppDb } from '@app/db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findActiveAnnouncement } from './active-announcement.ts';

const announcementSchema = z.object({
  id: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
  title: z.string(),
  message: z.string(),
  /** The French title and text; null: French pages show the English one. */
  titleFr: z.string().nullable(),
  messageFr: z.string().nullable(),
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
      reply.header('cache-control', 'public, max-age=30');
      return { announcement: await findActiveAnnouncement(db) };
    },
  );
};
