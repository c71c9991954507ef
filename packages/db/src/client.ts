import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: repositories are written once against it. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'pg';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** node-postgres pool (only for kind 'pg'); used for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  /** Embedded instance (only for kind 'pglite'). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database. */
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number | undefined;
  /** PGlite only: start from this data directory tarball (from `dumpDataDir`) instead of running initdb. */
  loadDataDir?: Blob | undefined;
}

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = resolve(PACKAGE_DIR, 'migrations');
/** `<repo>/data/pglite`, whatever the working directory (npm -w runs scripts inside the workspace). */
export const DEFAULT_PGLITE_DIR = resolve(PACKAGE_DIR, '../../data/pglite');

/**
 * Where the server keeps its PGlite database, `<DATA_DIR>/pglite` with DATA_DIR relative to the repository
 * as the server reads it, so the operator commands (migrate, backup, restore) open the server's database.
 */
export function serverPgliteDir(dataDir: string | undefined): string {
  const dir = dataDir?.trim();
  if (!dir) return DEFAULT_PGLITE_DIR;
  return join(isAbsolute(dir) ? dir : resolve(DEFAULT_PGLITE_DIR, '../..', dir), 'pglite');
}
/** Any constant shared by all instances: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_KEY = 7_413_020_511;

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client dropped by the server emits 'error' on the pool; unhandled, it would end the process.
    pool.on('error', (error) => {
      console.error('[db] idle PostgreSQL client error:', error.message);
    });
    const db = drizzlePg(pool, { schema }) as unknown as AppDb;
    return {
      db,
      kind: 'pg',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = options.loadDataDir
    ? await PGlite.create(dataDir, { loadDataDir: options.loadDataDir })
    : await PGlite.create(dataDir);
  const db = drizzlePglite(pglite, { schema }) as unknown as AppDb;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

const pgliteMigrations = new WeakMap<object, Promise<void>>();

/** Applies the committed migrations; the same files serve PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pg' && database.pool) {
    // drizzle's migrator takes no lock: an advisory lock makes instances that start together apply
    // each migration once. It is held by a client of its own, not one from the pool, so that a pool
    // of size 1 cannot starve the migrator.
    const lockClient = new pg.Client(database.pool.options);
    await lockClient.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased behind AppDb
      await migratePg(database.db as any, config);
    } finally {
      // Ending the session releases the lock, also when the migration failed.
      await lockClient.end();
    }
  } else {
    // One process owns a PGlite instance, so an in-process queue is enough to serialise callers.
    const key = database.pglite ?? database;
    const previous = pgliteMigrations.get(key) ?? Promise.resolve();
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased behind AppDb
    const current = previous.catch(() => undefined).then(() => migratePglite(database.db as any, config));
    pgliteMigrations.set(key, current);
    await current;
  }
}
