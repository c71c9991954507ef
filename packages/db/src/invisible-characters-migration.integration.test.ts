import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './client.ts';
import { migrateUpTo } from './migrations-before.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the migration that takes invisible characters out of what strangers read', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateUpTo(database, /_strip_invisible_characters$/);
    const { db } = database;
    await db.execute(sql`
      insert into advisors (agent_id, name, description, description_fr, phone_number, sort_order) values
        (1, ${'Ma\u200Bya'}, ${'Call 514\u200B555\u200B0199 \u202Etoday'}, ${'Bonjour\u00AD !'}, '+15145550001', 1),
        (2, 'Maya', 'A presentation of twenty characters.', null, '+15145550002', 2),
        (3, ${'Zo\u200Ee'}, ${'Tech 👩‍💻 reader, twenty characters.'}, null, '+15145550003', 3)`);
    await db.execute(sql`
      insert into promotions (message, message_fr, background_color, text_color, start_date, end_date)
      values (${'Sale\u2066 now\u2069'}, ${'\uFEFFSoldes'}, '#000000', '#ffffff', now(), now() + interval '1 day')`);
    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('cleans presentations, names and banners, and keeps the joiner inside an emoji', async () => {
    const advisors = rowsOf<{
      agent_id: number;
      name: string;
      description: string;
      description_fr: string | null;
    }>(
      await database.db.execute(
        sql`select agent_id, name, description, description_fr from advisors order by agent_id`,
      ),
    );
    expect(advisors).toEqual([
      // Cleaned, "Maya" would be advisor 2's name: it stays for staff to rename.
      { agent_id: 1, name: 'Ma\u200Bya', description: 'Call 5145550199 today', description_fr: 'Bonjour !' },
      {
        agent_id: 2,
        name: 'Maya',
        description: 'A presentation of twenty characters.',
        description_fr: null,
      },
      { agent_id: 3, name: 'Zoe', description: 'Tech 👩‍💻 reader, twenty characters.', description_fr: null },
    ]);
    const [promotion] = rowsOf<{ message: string; message_fr: string }>(
      await database.db.execute(sql`select message, message_fr from promotions`),
    );
    expect(promotion).toEqual({ message: 'Sale now', message_fr: 'Soldes' });
  });
});
