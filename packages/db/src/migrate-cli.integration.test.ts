import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serverPgliteDir } from './client.ts';

const run = promisify(execFile);
const CLI = resolve(import.meta.dirname, 'migrate-cli.ts');
const TSX = resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

describe('db:migrate on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the database the server opens: <DATA_DIR>/pglite', async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const { stdout } = await run(TSX, [CLI], { env: { ...env, DATA_DIR: dataDir } });
    const pglite = join(dataDir, 'pglite');
    expect(stdout).toContain(`PGlite at ${pglite}:`);
    expect(stdout).toMatch(/\d+ applied, \d+ in total/);
    expect(existsSync(join(pglite, 'PG_VERSION'))).toBe(true);
    // A process of its own that opens PGlite and applies every migration: seconds, more on a loaded machine.
  }, 120_000);

  it('reads DATA_DIR as the server does: relative to the repository, else ./data', () => {
    const repo = resolve(import.meta.dirname, '../../..');
    expect(serverPgliteDir(undefined)).toBe(join(repo, 'data', 'pglite'));
    expect(serverPgliteDir('  ')).toBe(join(repo, 'data', 'pglite'));
    expect(serverPgliteDir('var/db')).toBe(join(repo, 'var', 'db', 'pglite'));
    expect(serverPgliteDir('/srv/lumiere')).toBe('/srv/lumiere/pglite');
  });
});
