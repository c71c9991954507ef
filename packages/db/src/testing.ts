import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './client.ts';

export type TestDatabase = Database & {
  /** Closes the connection and removes the throwaway database. */
  drop(): Promise<void>;
};

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database per call, so tests never share state. With TEST_DATABASE_URL set (a
 * PostgreSQL role allowed to CREATE DATABASE) each call gets its own database on that server;
 * otherwise an in-memory PGlite. The caller applies migrations with runMigrations.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({ dataDir: 'memory://' });
    return { ...database, drop: () => database.close() };
  }

  // Only [a-z0-9_]: the name is interpolated as an identifier, never quoted from outside input.
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 4 });
  let dropped = false;
  return {
    ...database,
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
