import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';

const schema = z.object({
  announcement: z
    .object({
      id: z.string(),
      severity: z.enum(['info', 'warning', 'critical']),
      title: z.string(),
      message: z.string(),
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
    })
    .nullable(),
});
export type Announcement = NonNullable<z.infer<typeof schema>['announcement']>;

export const getActiveAnnouncement = async () =>
  (await getJson('/api/announcements/active', schema)).announcement;
