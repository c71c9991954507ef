import type { AppDb } from '@app/db/client';
import { siteSettings, user } from '@app/db/schema';
import { THEMES, type ThemeMode } from '@app/shared/constants';
import { eq, sql } from 'drizzle-orm';

/** The row of site_settings that holds the season, and the NOTIFY channel every instance listens to. */
export const SEASON_THEME_KEY = 'season_theme';
export const SITE_SETTINGS_CHANNEL = 'site_settings';

/** A stored value is trusted only if it names a theme this build knows; anything else falls back. */
export function themeOfSetting(value: unknown): ThemeMode | null {
  const theme = (value as { theme?: unknown } | null)?.theme;
  return typeof theme === 'string' && (THEMES as readonly string[]).includes(theme)
    ? (theme as ThemeMode)
    : null;
}

export interface StoredTheme {
  theme: ThemeMode | null;
  updatedAt: Date;
  updatedBy: string | null;
}

export function createThemeRepository(db: AppDb) {
  return {
    /** The staff's choice, or undefined while none was made. */
    async read(): Promise<StoredTheme | undefined> {
      const [row] = await db
        .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt, updatedBy: user.email })
        .from(siteSettings)
        .leftJoin(user, eq(user.id, siteSettings.updatedBy))
        .where(eq(siteSettings.key, SEASON_THEME_KEY))
        .limit(1);
      return row
        ? { theme: themeOfSetting(row.value), updatedAt: row.updatedAt, updatedBy: row.updatedBy }
        : undefined;
    },

    /** The first choice: inserts the row; false when it exists already (a concurrent first choice too). */
    async insertChoice(value: { theme: ThemeMode }, by: string): Promise<boolean> {
      const inserted = await db
        .insert(siteSettings)
        .values({ key: SEASON_THEME_KEY, value, updatedBy: by })
        .onConflictDoNothing({ target: siteSettings.key })
        .returning({ key: siteSettings.key });
      return inserted.length > 0;
    },

    /** The stored choice, its row locked (FOR UPDATE) for the rest of the transaction. */
    async lockChoice(): Promise<ThemeMode | null> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, SEASON_THEME_KEY))
        .for('update');
      return themeOfSetting(row?.value);
    },

    async updateChoice(value: { theme: ThemeMode }, by: string): Promise<void> {
      await db
        .update(siteSettings)
        .set({ value, updatedAt: sql`now()`, updatedBy: by })
        .where(eq(siteSettings.key, SEASON_THEME_KEY));
    },

    /** Tells every instance the season changed; PostgreSQL delivers it only if the transaction commits. */
    async notifyChange(): Promise<void> {
      await db.execute(sql`select pg_notify(${SITE_SETTINGS_CHANNEL}, ${SEASON_THEME_KEY})`);
    },
  };
}

export type ThemeRepository = ReturnType<typeof createThemeRepository>;
