import { open, rename, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_PGLITE_DIR } from './client.ts';

// What db:backup and db:restore share on both databases (backup-postgres.ts, backup-pglite.ts).

/** `<repo>/backups`, whatever the working directory (ignored by git). */
export const DEFAULT_BACKUP_DIR = resolve(DEFAULT_PGLITE_DIR, '../../backups');

/** What a backup or restore did, for the CLI's one line. */
export interface BackupResult {
  file: string;
  bytes: number;
  /** Where the data came from (backup) or went to (restore); never holds a password. */
  database: string;
  /** Set by `verify`: rows found in the restored database. */
  counts?: RestoredCounts;
}

export interface RestoredCounts {
  migrations: number;
  customers: number;
  ledger: number;
  purchases: number;
}

/** A failure the operator can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {}

/** `postgres://user:***@host/db`: what messages show of a URL. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable database URL)';
  }
}

/** `20261126T091225Z`: sorts by time, safe in a file name on every system. */
export function backupTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Writes to `<file>.partial` first, so an interrupted backup never looks like a finished one. */
export async function finishFile(partial: string, file: string): Promise<number> {
  await rename(partial, file);
  return (await stat(file)).size;
}

/** The kinds of file `restore` accepts, told apart by their first bytes. */
export type BackupFormat = 'pg-custom' | 'pglite-tarball';

export async function detectFormat(file: string): Promise<BackupFormat> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(8);
      await handle.read(head, 0, 8, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `Backup file not found: ${file}`
        : `Cannot read ${file}: ${(error as Error).message}`,
    );
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg-custom';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite-tarball';
  throw new BackupError(
    `${file} is neither a pg_dump custom-format archive nor a gzipped PGlite data directory (made by db:backup).`,
  );
}

export interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** `--verify`: the restored database has the app's tables and migrations; the counts go in the CLI's line. */
export async function countRows(db: Queryable): Promise<RestoredCounts> {
  try {
    const { rows } = await db.query<Record<keyof RestoredCounts, number>>(`
      select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
             (select count(*) from customers)::int as customers,
             (select count(*) from credit_ledger)::int as ledger,
             (select count(*) from purchases)::int as purchases`);
    const counts = rows[0]!;
    if (counts.migrations === 0) throw new Error('no migration recorded');
    return counts;
  } catch (error) {
    throw new BackupError(
      `Verification failed: the restored database lacks the app's tables (${(error as Error).message}).`,
    );
  }
}
