import { THEMES, type ThemeMode } from '@app/shared/constants';

/** The current deployment runs the halloween season; VITE_THEME switches it at build time. */
const DEFAULT_THEME: ThemeMode = 'halloween';

function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

const fromEnv: unknown = import.meta.env.VITE_THEME;

export const THEME: ThemeMode = isThemeMode(fromEnv) ? fromEnv : DEFAULT_THEME;
