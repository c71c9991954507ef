import { sql } from 'drizzle-orm';
import { redactUrl } from './backup.ts';
import { createDatabase, type Database, MIGRATIONS_DIR, runMigrations, serverPgliteDir } from './client.ts';

/** Rows of drizzle's own bookkeeping table; 0 before the first migration ever ran. */
async function appliedCount(database: Database): Promise<number> {
  const exists = await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`);
  const rows = (exists as unknown as { rows: { name: string | null }[] }).rows;
  if (!rows[0]?.name) return 0;
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

function describeTarget(url: string | undefined, dataDir: string): string {
  if (!url) return `PGlite at ${dataDir}`;
  return `PostgreSQL at ${redactUrl(url)}`;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = serverPgliteDir(process.env.DATA_DIR);
  const database = await createDatabase({ url, poolSize: 1, dataDir });
  try {
    const before = await appliedCount(database);
    await runMigrations(database);
    const after = await appliedCount(database);
    console.log(
      `Migrations from ${MIGRATIONS_DIR} on ${describeTarget(url, dataDir)}: ` +
        `${after - before} applied, ${after} in total.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error);
  process.exitCode = 1;
});
