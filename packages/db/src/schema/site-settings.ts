import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamptz } from './columns.ts';

/**
 * Settings staff change at run time, one row per key: 'season_theme' = {"theme": "christmas"}.
 * A change is written with a NOTIFY in one transaction, so every instance applies it at once; a key
 * without a row falls back to the instance's configuration (THEME).
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id),
});
