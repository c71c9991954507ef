import * as z from 'zod/mini';
import { getJson } from '../../../lib/api-client.ts';

const schema = z.object({
  announcement: z.nullable(
    z.object({
      id: z.string(),
      severity: z.enum(['info', 'warning', 'critical']),
      title: z.string(),
      message: z.string(),
      startAt: z.nullable(z.string()),
      endAt: z.nullable(z.string()),
    }),
  ),
});
export type Announcement = NonNullable<z.infer<typeof schema>['announcement']>;

export const getActiveAnnouncement = async () =>
  (await getJson('/api/announcements/active', schema)).announcement;
