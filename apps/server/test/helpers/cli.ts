import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type AppDb, createDatabase, type Database, runMigrations } from '@app/db/client';
import { seedDemoData } from '@app/db/seed/seed';
import { afterAll, beforeAll } from 'vitest';

/** The tests of the operator commands (npm run …): each runs a script as a developer would. */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a server script (a path from the repository root) through tsx, from the root, with PATH and only
 * the given environment; answers its exit code and output whether it succeeded or not.
 */
export function runCli(
  script: string,
  args: readonly string[],
  options: { env: Record<string, string>; timeout: number },
): Promise<CliResult> {
  return run(TSX, [resolve(ROOT, script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    timeout: options.timeout,
  }).then(
    (ok) => ({ code: 0, stdout: ok.stdout, stderr: ok.stderr }),
    (failed: { code?: number; stdout?: string; stderr?: string }) => ({
      code: failed.code ?? -1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    }),
  );
}

/** A script's stdout read as JSON lines. */
export const jsonLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The seeded database in a data directory, as a command run with DATA_DIR opens it. */
export const openDataDir = (dataDir: string): Promise<Database> =>
  createDatabase({ dataDir: join(dataDir, 'pglite') });

/**
 * A temporary DATA_DIR for the enclosing file or describe block: migrated, seeded, then given what `fill`
 * writes; removed after the tests. Its path is read through a getter, inside a test or a hook.
 */
export function useSeededDataDir(
  prefix: string,
  fill: (db: AppDb, dataDir: string) => Promise<void> = async () => {},
  timeout = 60_000,
): { readonly path: string } {
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    const database = await openDataDir(dataDir);
    try {
      await runMigrations(database);
      await seedDemoData(database.db);
      await fill(database.db, dataDir);
    } finally {
      await database.close();
    }
  }, timeout);
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!dataDir)
        throw new Error('the data directory is made in beforeAll: read it inside a test or a hook');
      return dataDir;
    },
  };
}
