import type { AppDb } from '@app/db/client';
import type { ThemeMode } from '@app/shared/constants';
import type { StaffTheme } from '@app/shared/schemas/staff-tarot-theme';
import type { StaffActor } from '../accounts/staff-guard.ts';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';
import type { LiveTheme } from './live.ts';
import { createThemeRepository, type ThemeRepository } from './repository.ts';

export const themeTarget = 'setting:season_theme';

/** The season theme as staff see and switch it; the pages follow `live`. */
export function createThemeService(deps: {
  db: AppDb;
  repository: ThemeRepository;
  live: LiveTheme;
  /** The pages in the new season before the switch answers. */
  onChange?: () => Promise<void>;
}) {
  const { db, repository, live } = deps;

  /**
   * Stores the season, its audit row and the NOTIFY in one transaction: the other instances hear of it
   * only once it is committed, and a failed write tells nobody. The same theme again changes nothing
   * and records nothing. `before` is what was served: the stored choice, else the configuration. The
   * first choice is recorded even when it names the configured theme: from then on it no longer
   * follows THEME.
   */
  function store(input: {
    theme: ThemeMode;
    configured: ThemeMode;
    audit: Omit<AuditEntry, 'before' | 'after' | 'action'>;
  }): Promise<{ changed: boolean }> {
    return retryTransaction(db, async (tx) => {
      const rows = createThemeRepository(tx);
      const value = { theme: input.theme };
      const by = input.audit.actor.userId;
      // The first choice inserts the row; a concurrent first choice finds it and updates it instead.
      let before: ThemeMode = input.configured;
      if (!(await rows.insertChoice(value, by))) {
        const stored = await rows.lockChoice();
        if (stored === input.theme) return { changed: false };
        before = stored ?? input.configured;
        await rows.updateChoice(value, by);
      }
      await rows.notifyChange();
      await insertAudit(tx, {
        ...input.audit,
        action: 'theme.set',
        before: { theme: before },
        after: { theme: input.theme },
      });
      return { changed: true };
    });
  }

  async function describe(): Promise<StaffTheme> {
    const stored = await repository.read();
    return {
      // What this instance serves, which is what a visitor of it sees.
      theme: live.current(),
      source: live.source(),
      configured: live.configured,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  }

  return {
    describe,
    async set(actor: StaffActor, theme: ThemeMode, note: string): Promise<StaffTheme> {
      await store({
        theme,
        configured: live.configured,
        audit: {
          actor: { userId: actor.userId, email: actor.email, role: actor.role, clientIp: actor.clientIp },
          target: themeTarget,
          reason: note,
        },
      });
      // Read back rather than set: two switches at once may finish in either order, and the row holds
      // the one committed last (the read started last wins, see live.ts).
      await live.refresh();
      await deps.onChange?.();
      return describe();
    },
  };
}

export type ThemeService = ReturnType<typeof createThemeService>;
