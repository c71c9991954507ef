import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { torontoWeekBounds } from '@app/shared/rules/week';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDb, createDatabase, type Database, runMigrations } from './client.ts';
import { seedDemoData } from './seed/seed.ts';

export type TestDatabase = Database & {
  /** PostgreSQL only: the throwaway database's connection URL (for a process or a tool of its own). */
  url?: string;
  /** Closes the connection and removes the throwaway database. */
  drop(): Promise<void>;
};

/**
 * What a test database holds when the test gets it: `empty` (nothing: the tests of migrating and
 * seeding), `migrated` (every committed migration, no rows) or `demo` (migrated, then seedDemoData).
 */
export type TestDatabaseContents = 'empty' | 'migrated' | 'demo';

/**
 * Embedded PGlite only: data directory tarballs (from `dumpDataDir`), one per kind of contents, built
 * once per Vitest run by testing-global-setup.ts and handed to every test file (provide/inject). A
 * test database starts from a copy, so each test file still gets a database of its own, without paying
 * for initdb, the migrations and the seed each time. (On PostgreSQL a fresh database, its migrations
 * and the seed take well under a second: there, each database is built step by step.)
 */
export interface TestDatabaseTemplates {
  files: Record<TestDatabaseContents, string>;
  /** The seed's clock of the `demo` copy (ISO). */
  seededAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

const ORDER: TestDatabaseContents[] = ['empty', 'migrated', 'demo'];

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** This run's tarballs, inside a test file of a run on PGlite whose global setup made them. */
function providedTemplates(): TestDatabaseTemplates | undefined {
  if (process.env.TEST_DATABASE_URL) return undefined;
  try {
    return inject('testDatabaseTemplates') ?? undefined;
  } catch {
    return undefined; // outside a Vitest test file
  }
}

/** A test file that builds several apps reads each tarball once. */
const tarballs = new Map<string, Promise<Blob>>();
function tarball(path: string): Promise<Blob> {
  let blob = tarballs.get(path);
  if (!blob) {
    blob = readFile(path).then((bytes) => new Blob([bytes]));
    tarballs.set(path, blob);
  }
  return blob;
}

/** A database of its own on the server of TEST_DATABASE_URL, dropped by `drop`. */
async function createPgDatabase(adminUrl: string): Promise<TestDatabase> {
  // Only [a-z0-9_]: the name is interpolated as an identifier, never quoted from outside input.
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 4 });
  let dropped = false;
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** An in-memory PGlite, from the closest of this run's tarballs when there are some; says what it holds. */
async function createPgliteDatabase(
  wanted: TestDatabaseContents,
): Promise<{ database: TestDatabase; holds: TestDatabaseContents }> {
  const templates = providedTemplates();
  if (!templates) {
    const opened = await createDatabase({ dataDir: 'memory://' });
    return { database: { ...opened, drop: () => opened.close() }, holds: 'empty' };
  }
  // The demo copy was seeded when the run started; across a Toronto week boundary it would hold last
  // week's tarot game, so the seed then runs again on a migrated copy, as on a fresh database.
  const stale = wanted === 'demo' && !sameTorontoWeek(new Date(templates.seededAt), new Date());
  const holds = stale ? 'migrated' : wanted;
  const opened = await createDatabase({
    dataDir: 'memory://',
    loadDataDir: await tarball(templates.files[holds]),
  });
  return { database: { ...opened, drop: () => opened.close() }, holds };
}

/**
 * A fresh database per call, so tests never share state: an in-memory PGlite, or with
 * TEST_DATABASE_URL (a PostgreSQL role allowed to CREATE DATABASE) a database of its own on that
 * server. `contents` says what it holds; the default, `empty`, leaves the migrations to the caller
 * (runMigrations).
 */
export async function createTestDatabase(
  options: { contents?: TestDatabaseContents; adminUrl?: string } = {},
): Promise<TestDatabase> {
  const wanted = options.contents ?? 'empty';
  // `adminUrl`: PostgreSQL even when the run is on PGlite (a test of PostgreSQL's own tools).
  const adminUrl = options.adminUrl ?? process.env.TEST_DATABASE_URL;
  const { database, holds } = adminUrl
    ? { database: await createPgDatabase(adminUrl), holds: 'empty' as const }
    : await createPgliteDatabase(wanted);
  try {
    await fill(database, holds, wanted);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/** A file's (or a describe block's) test database as its tests read it: made by useTestDatabase's hooks. */
export interface UsedTestDatabase {
  readonly database: TestDatabase;
  /** Shorthand for `database.db`. */
  readonly db: AppDb;
}

/**
 * A test database (createTestDatabase, holding `contents`) made before the tests of the enclosing file or
 * describe block and dropped after them. Read through getters: name it once at the top, use it in tests
 * and hooks; read outside them, it throws.
 */
export function useTestDatabase(contents: TestDatabaseContents): UsedTestDatabase {
  let made: TestDatabase | undefined;
  beforeAll(async () => {
    made = await createTestDatabase({ contents });
  }, 60_000);
  afterAll(async () => {
    await made?.drop();
  });
  const current = () => {
    if (!made) throw new Error('the test database is made in beforeAll: read it inside a test or a hook');
    return made;
  };
  return {
    get database() {
      return current();
    },
    get db() {
      return current().db;
    },
  };
}

/** Brings a database holding `from` up to `to`: the migrations, then the demo seed, as needed. */
async function fill(database: Database, from: TestDatabaseContents, to: TestDatabaseContents) {
  const has = ORDER.indexOf(from);
  const wants = ORDER.indexOf(to);
  if (has < ORDER.indexOf('migrated') && wants >= ORDER.indexOf('migrated')) await runMigrations(database);
  if (has < ORDER.indexOf('demo') && wants >= ORDER.indexOf('demo')) await seedDemoData(database.db);
}

function sameTorontoWeek(a: Date, b: Date): boolean {
  return torontoWeekBounds(a).start.getTime() === torontoWeekBounds(b).start.getTime();
}

/**
 * Builds this run's tarballs in a temporary directory (see TestDatabaseTemplates), and the function
 * that removes them at the end of the run. None on PostgreSQL (TEST_DATABASE_URL).
 */
export async function createTestDatabaseTemplates(): Promise<
  { templates: TestDatabaseTemplates; dispose(): Promise<void> } | undefined
> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'test-db-templates-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const database = await createDatabase({ dataDir: 'memory://' });
    try {
      const pglite = database.pglite!;
      const save = async (contents: TestDatabaseContents) => {
        // A checkpoint first, so that a copy starts without replaying the write-ahead log.
        await pglite.exec('checkpoint');
        const file = join(dir, `${contents}.tar`);
        await writeFile(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
        return file;
      };
      const empty = await save('empty');
      await runMigrations(database);
      const migrated = await save('migrated');
      const seededAt = new Date();
      await seedDemoData(database.db, { now: seededAt });
      const demo = await save('demo');
      return { templates: { files: { empty, migrated, demo }, seededAt: seededAt.toISOString() }, dispose };
    } finally {
      await database.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}
