import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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
}

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
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
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
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

/** Applies the committed migrations; the same files serve PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pg') {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased behind AppDb
    await migratePg(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased behind AppDb
    await migratePglite(database.db as any, config);
  }
}
