import { THEMES, type ThemeMode } from '@app/shared/constants';

/** The current deployment runs the halloween season. */
const DEFAULT_THEME: ThemeMode = 'halloween';

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The server writes the season (staff's choice, else its THEME) on <html data-theme> of every page it
 * sends, so a switch shows on the next page load. The Vite dev server does not: there VITE_THEME (or the
 * default) stands in.
 */
export function resolveTheme(fromDocument: unknown, fromBuild: unknown): ThemeMode {
  if (isThemeMode(fromDocument)) return fromDocument;
  if (isThemeMode(fromBuild)) return fromBuild;
  return DEFAULT_THEME;
}

let theme: ThemeMode = resolveTheme(
  typeof document === 'undefined' ? undefined : document.documentElement.dataset.theme,
  import.meta.env.VITE_THEME,
);

/** The season this page runs in. */
export function currentTheme(): ThemeMode {
  return theme;
}

/** Server-side pre-rendering only (prerender.tsx): the server passes its THEME, there is no document. */
export function setTheme(next: ThemeMode): void {
  theme = next;
}
