import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const announcementSeverity = pgEnum('announcement_severity', ['info', 'warning', 'critical']);

export const platformAnnouncements = pgTable(
  'platform_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isActive: boolean('is_active').notNull().default(true),
    /** A missing bound leaves that side of the window open (spec section 5). */
    startAt: timestamptz('start_at'),
    endAt: timestamptz('end_at'),
    severity: announcementSeverity('severity').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The French title and text; null shows the English ones on French pages. */
    titleFr: text('title_fr'),
    messageFr: text('message_fr'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'platform_announcements_window',
      sql`${t.startAt} is null or ${t.endAt} is null or ${t.endAt} > ${t.startAt}`,
    ),
    index('platform_announcements_active_start_at_idx').on(t.isActive, t.startAt.desc()),
  ],
);
