import { join } from 'node:path';
import { createDatabase, type Database, runMigrations } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';

/**
 * The app of a command-line tool: the server's configuration (without the status simulator) on its
 * database, migrated; closed, with the database, once `work` is done.
 */
export async function withCliApp<T>(
  work: (app: FastifyInstance, database: Database) => Promise<T>,
): Promise<T> {
  const config = { ...loadConfig(), statusSimulator: false };
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const app = await buildApp({ config, database });
    try {
      return await work(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
