import type { ThemeMode } from '@app/shared/constants';
import type { StaffTheme } from '@app/shared/schemas/staff-tarot-theme';
import type { StaffActor } from '../accounts/staff-guard.ts';
import type { LiveTheme } from './live.ts';
import type { ThemeRepository } from './repository.ts';

export const themeTarget = 'setting:season_theme';

/** The season theme as staff see and switch it; the pages follow `live`. */
export function createThemeService(deps: { repository: ThemeRepository; live: LiveTheme }) {
  const { repository, live } = deps;

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
      await repository.set({
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
      return describe();
    },
  };
}

export type ThemeService = ReturnType<typeof createThemeService>;
