import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './client.ts';
import { migrateUpTo } from './migrations-before.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const TAG = /_bundle_words_in_french$/;
const SPEC_FEATURES = [
  'Free minutes gift',
  'One-on-one psychic reading',
  'Choice of any reading type',
  'Satisfaction guaranteed',
];

describe('the migration that gives bundles their French words', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('writes the price list’s French words and keeps another bundle’s English until staff write them', async () => {
    await migrateUpTo(database, TAG);
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
