import type { RoleGuards } from '../accounts/session-guard.ts';
import type { ModuleContext } from '../context.ts';
import { createLiveTheme, registerLiveThemeSync } from './live.ts';
import { createThemeRepository } from './repository.ts';
import { createThemeService } from './service.ts';
import { staffThemeRoutes } from './staff-routes.ts';

/** The season theme: staff's choice (site_settings), else THEME; every instance follows a change at once. */
export function createTheme({ app, config, database, db }: ModuleContext) {
  const repository = createThemeRepository(db);
  const live = createLiveTheme({ repository, configured: config.theme });
  registerLiveThemeSync(app, live, database);
  return { repository, live };
}

export type Theme = ReturnType<typeof createTheme>;

/** The back office's season page. */
export async function registerTheme(
  { app, db }: ModuleContext,
  deps: { guards: RoleGuards; theme: Theme; onChange: () => Promise<void> },
) {
  await app.register(staffThemeRoutes, {
    guards: deps.guards,
    service: createThemeService({ db, ...deps.theme, onChange: deps.onChange }),
  });
}
