import type { AppDb } from '@app/db/client';
import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { isAnnouncementActive } from '@app/shared/rules/announcement';
import { createCachedDataTransformer } from '../../page-html/initial-data.ts';
import type { HtmlTransformer } from '../../plugins/static-spa.ts';
import { createActiveRepository } from './active-repository.ts';

export interface ActiveAnnouncement {
  id: string;
  severity: 'info' | 'warning' | 'critical';
  title: string;
  message: string;
  /** The French title and text; null: French pages show the English one. */
  titleFr: string | null;
  messageFr: string | null;
  startAt: string | null;
  endAt: string | null;
}

/** SPEC 7 platform_announcements: is_active, newest start_at first, one row — shown only inside its window. */
export async function findActiveAnnouncement(
  db: AppDb,
  now = new Date(),
): Promise<ActiveAnnouncement | null> {
  const row = await createActiveRepository(db).findLeadingAnnouncement();
  if (!row || !isAnnouncementActive(row, now)) return null;
  return {
    id: row.id,
    severity: row.severity,
    title: row.title,
    message: row.message,
    titleFr: row.titleFr,
    messageFr: row.messageFr,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
  };
}

/**
 * Every page carries the announcement to show now (the same body as GET /api/announcements/active), so
 * the app shows it 1.2 s after load without asking for it, and a visitor's first page loads nothing more.
 */
export const createInitialAnnouncementTransformer = (db: AppDb, version?: () => number): HtmlTransformer =>
  createCachedDataTransformer(
    INITIAL_DATA_IDS.announcement,
    'announcement',
    () => findActiveAnnouncement(db),
    version,
  );
