import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from './client.ts';
import type { TestDatabase } from './testing.ts';

/**
 * For a test of one migration on the data that was there before it: migrates `database` up to, not
 * including, the migration whose tag matches, from a copy of the migrations folder made for it (removed
 * at once). The test then writes the old rows and runs every migration (runMigrations).
 */
export async function migrateUpTo(database: TestDatabase, tag: string | RegExp): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-before-'));
  try {
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) =>
      typeof tag === 'string' ? entry.tag === tag : tag.test(entry.tag),
    );
    if (at <= 0) throw new Error(`no migration before one tagged ${String(tag)}`);
    journal.entries = journal.entries.slice(0, at);
    await writeFile(journalPath, JSON.stringify(journal));
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased behind AppDb
    const db = database.db as any;
    await (database.kind === 'pg'
      ? migratePg(db, { migrationsFolder: dir })
      : migratePglite(db, { migrationsFolder: dir }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
