import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { getJson } from '../../../lib/api-client.ts';
import { initialDataReader } from '../../../lib/initial-data.ts';
import type { Announcement } from './announcement-schema.ts';

export type { Announcement };

/** Every page carries the announcement to show now (#initial-announcement), as the API route has it. */
const initial = initialDataReader<{ announcement: Announcement | null }>(INITIAL_DATA_IDS.announcement);

/** The announcement to show now, from the page when it carries it, else from the API. */
export async function getActiveAnnouncement(): Promise<Announcement | null> {
  const carried = initial();
  if (carried) return carried.value.announcement;
  const schema = async () => (await import('./announcement-schema.ts')).announcementResponseSchema;
  return (await getJson('/api/announcements/active', schema)).announcement;
}
