import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../client.ts';
import { migrateUpTo } from '../migrations-before.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { ADVISOR_SEEDS } from './advisors-data.ts';

/** The migration that gave advisors their grammatical gender and the demo its French presentations. */
const MIGRATION = '0020_advisor_grammatical_gender';

const seedOf = (agentId: number) => {
  const seed = ADVISOR_SEEDS.find((advisor) => advisor.agentId === agentId);
  if (!seed) throw new Error(`no seed ${agentId}`);
  return seed;
};

interface Row {
  agent_id: number;
  description_fr: string | null;
  grammatical_gender: string | null;
}

/**
 * A demo database made before that migration is seeded only once, on its first start: the seed never
 * runs on it again, so the migration itself brings the French presentations and the genders to it.
 */
describe(`${MIGRATION} on a demo database of the day before`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Every migration up to the one before, as that database had them.
    await migrateUpTo(database, MIGRATION);

    const insert = (agentId: number, description: string, gender: string, descriptionFr: string | null) =>
      database.db.execute(sql`
        insert into advisors (agent_id, name, description, description_fr, gender, phone_number, sort_order)
        values (${agentId}, ${seedOf(agentId).name}, ${description}, ${descriptionFr}, ${gender},
                ${seedOf(agentId).phoneNumber}, ${agentId})`);
    // As the demo seeded them, untouched.
    await insert(1001, seedOf(1001).description, 'female', null);
    await insert(1002, seedOf(1002).description, 'male', null);
    // Rewritten by the advisor since: a translation of the old words would not be theirs.
    await insert(1003, 'Geneviève now reads tea leaves, with a brand new presentation.', 'female', null);
    // Already written in French by the advisor: kept.
    await insert(1004, seedOf(1004).description, 'female', 'Priya a écrit sa propre présentation.');
    // Made by staff, who never said.
    await database.db.execute(sql`
      insert into advisors (agent_id, name, description, phone_number, sort_order)
      values (2001, 'Nouvelle Recrue', 'A presentation of twenty characters or more.', '+15145559999', 99)`);

    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("writes the seed's French presentation where the English is still the seed's and no French was written", async () => {
    const rows = (
      (await database.db.execute(
        sql`select agent_id, description_fr, grammatical_gender from advisors order by agent_id`,
      )) as unknown as { rows: Row[] }
    ).rows;
    expect(rows).toEqual([
      { agent_id: 1001, description_fr: seedOf(1001).descriptionFr, grammatical_gender: 'f' },
      { agent_id: 1002, description_fr: seedOf(1002).descriptionFr, grammatical_gender: 'm' },
      { agent_id: 1003, description_fr: null, grammatical_gender: 'f' },
      { agent_id: 1004, description_fr: 'Priya a écrit sa propre présentation.', grammatical_gender: 'f' },
      { agent_id: 2001, description_fr: null, grammatical_gender: null },
    ]);
  });

  it('keeps the old gender column for one release beside the new one, and refuses a gender French has no wording for', async () => {
    const columns = (
      (await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'advisors' and column_name like '%gender%' order by column_name`,
      )) as unknown as { rows: { column_name: string }[] }
    ).rows;
    // Instances of the release before still read 'gender' while a rollout runs (docs/DEPLOY.md).
    expect(columns.map((column) => column.column_name)).toEqual(['gender', 'grammatical_gender']);
    await expect(
      database.db.execute(sql`update advisors set grammatical_gender = 'female' where agent_id = 1001`),
    ).rejects.toThrow();
  });
});
