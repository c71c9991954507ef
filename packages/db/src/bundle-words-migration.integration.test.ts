import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from './client.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const TAG = /_bundle_words_in_french$/;
const SPEC_FEATURES = [
  'Free minutes gift',
  'One-on-one psychic reading',
  'Choice of any reading type',
  'Satisfaction guaranteed',
];

/** The migrations before the one under test, in a folder of their own. */
async function migrationsBefore(tag: RegExp): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-before-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => tag.test(entry.tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('the migration that gives bundles their French words', () => {
  let database: TestDatabase;
  let before: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    before = await migrationsBefore(TAG);
  });
  afterAll(async () => {
    await database?.drop();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('writes the price list’s French words and keeps another bundle’s English until staff write them', async () => {
    const config = { migrationsFolder: before };
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased behind AppDb
    const db = database.db as any;
    await (database.kind === 'pg' ? migratePg(db, config) : migratePglite(db, config));
    const features = sql`array[${sql.join(
      SPEC_FEATURES.map((feature) => sql`${feature}`),
      sql`, `,
    )}]::text[]`;
    await database.db.execute(sql`
      insert into bundles (id, name, minutes, price_cents, tax_cents, gift_minutes, cashback_percent, features, sort_order)
      values ('bundle-10', 'Basic Package', 10, 2500, 374, 2, 0, ${features}, 0),
             ('bundle-20', 'Standard Package', 20, 5000, 749, 5, 1, ${features}, 1),
             ('bundle-5', 'Taster', 5, 1200, 180, 0, 0, array['Try it']::text[], 9)`);

    await runMigrations(database);

    const result = await database.db.execute(
      sql`select id, name_fr, features_fr from bundles order by sort_order`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      {
        id: 'bundle-10',
        name_fr: 'Forfait Essentiel',
        features_fr: [
          'Minutes gratuites en cadeau',
          'Consultation de voyance individuelle',
          'Le type de consultation de votre choix',
          'Satisfaction garantie',
        ],
      },
      {
        id: 'bundle-20',
        name_fr: 'Forfait Standard',
        features_fr: [
          'Minutes gratuites en cadeau',
          'Consultation de voyance individuelle',
          'Le type de consultation de votre choix',
          'Satisfaction garantie',
        ],
      },
      { id: 'bundle-5', name_fr: 'Taster', features_fr: ['Try it'] },
    ]);
  });

  it('refuses a bundle whose French lines do not match its English ones', async () => {
    await expect(
      database.db.execute(sql`update bundles set features_fr = array[]::text[] where id = 'bundle-10'`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update bundles set name_fr = ' ' where id = 'bundle-10'`),
    ).rejects.toThrow();
  });
});
