import { existsSync } from 'node:fs';

export interface ExecutableLookup {
  /** What the tests need, as the error names it ("Chromium", "Firefox ESR"). */
  what: string;
  /** An environment variable that, when set, is the only place looked at. */
  envVar: string;
  paths: readonly string[];
  /** How to get one, for the single error when none is found. */
  install: string;
}

/** The env override, then the first existing path; none → one clear error saying how to install it. */
export function findExecutable(
  { what, envVar, paths, install }: ExecutableLookup,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const fromEnv = env[envVar];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${envVar} points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = paths.find((path) => existsSync(path));
  if (!found) throw new Error(`No ${what} found for the end-to-end tests. ${install}`);
  return found;
}
