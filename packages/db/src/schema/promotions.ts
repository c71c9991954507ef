import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isActive: boolean('is_active').notNull().default(true),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    createdAt: createdAt(),
    message: text('message').notNull(),
    /** The French banner; null shows the English one on French pages. */
    messageFr: text('message_fr'),
    linkUrl: text('link_url'),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
  },
  (t) => [
    check('promotions_end_after_start', sql`${t.endDate} > ${t.startDate}`),
    index('promotions_active_window_idx').on(t.isActive, t.startDate, t.endDate),
  ],
);
