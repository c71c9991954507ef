import type { AppDb } from '@app/db/client';
import { siteSettings, user } from '@app/db/schema';
import { THEMES, type ThemeMode } from '@app/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';

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

    /**
     * Stores the season, its audit row and the NOTIFY in one transaction: the other instances hear of it
     * only once it is committed, and a failed write tells nobody. The same theme again changes nothing
     * and records nothing. `before` is what was served: the stored choice, else the configuration. The
     * first choice is recorded even when it names the configured theme: from then on it no longer
     * follows THEME.
     */
    set(input: {
      theme: ThemeMode;
      configured: ThemeMode;
      audit: Omit<AuditEntry, 'before' | 'after' | 'action'>;
    }): Promise<{ changed: boolean }> {
      return retryTransaction(db, async (tx) => {
        const value = { theme: input.theme };
        const by = input.audit.actor.userId;
        // The first choice inserts the row; a concurrent first choice finds it and updates it instead.
        const inserted = await tx
          .insert(siteSettings)
          .values({ key: SEASON_THEME_KEY, value, updatedBy: by })
          .onConflictDoNothing({ target: siteSettings.key })
          .returning({ key: siteSettings.key });
        let before: ThemeMode = input.configured;
        if (inserted.length === 0) {
          const [row] = await tx
            .select({ value: siteSettings.value })
            .from(siteSettings)
            .where(eq(siteSettings.key, SEASON_THEME_KEY))
            .for('update');
          const stored = themeOfSetting(row?.value);
          if (stored === input.theme) return { changed: false };
          before = stored ?? input.configured;
          await tx
            .update(siteSettings)
            .set({ value, updatedAt: sql`now()`, updatedBy: by })
            .where(eq(siteSettings.key, SEASON_THEME_KEY));
        }
        await tx.execute(sql`select pg_notify(${SITE_SETTINGS_CHANNEL}, ${SEASON_THEME_KEY})`);
        await insertAudit(tx, {
          ...input.audit,
          action: 'theme.set',
          before: { theme: before },
          after: { theme: input.theme },
        });
        return { changed: true };
      });
    },
  };
}

export type ThemeRepository = ReturnType<typeof createThemeRepository>;
