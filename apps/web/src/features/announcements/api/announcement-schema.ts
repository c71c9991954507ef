import * as z from 'zod/mini';

/** GET /api/announcements/active; loaded with the first answer it checks (see SchemaSource). */
export const announcementResponseSchema = z.object({
  announcement: z.nullable(
    z.object({
      id: z.string(),
      severity: z.enum(['info', 'warning', 'critical']),
      title: z.string(),
      message: z.string(),
      /** The French title and text; null: French pages show the English one. */
      titleFr: z.optional(z.nullable(z.string())),
      messageFr: z.optional(z.nullable(z.string())),
      startAt: z.nullable(z.string()),
      endAt: z.nullable(z.string()),
    }),
  ),
});
export type Announcement = NonNullable<z.infer<typeof announcementResponseSchema>['announcement']>;
