import { join } from 'node:path';
import { createDatabase, type Database, runMigrations } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { createLogger } from './logger.ts';

/**
 * The app of a command-line tool: the server's configuration (without the status simulator) on its
 * database, migrated; closed, with the database, once `work` is done.
 */
export async function withCliApp<T>(
  work: (app: FastifyInstance, database: Database) => Promise<T>,
  /** `logToStderr`: a command whose stdout is data (JSON lines) keeps the server's log lines apart. */
  options: { logToStderr?: boolean } = {},
): Promise<T> {
  const config = { ...loadConfig(), statusSimulator: false };
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const app = await buildApp({
      config,
      database,
      ...(options.logToStderr ? { logger: createLogger(config, process.stderr) } : {}),
    });
    try {
      return await work(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
