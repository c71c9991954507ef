/**
 * npm run user:create -- --email E --password P --role admin|support [--name N]
 * npm run advisor:account -- --agent 1001 --email E --password P
 *
 * Creates or updates a staff login, or the login of one advisor (see provision-login.ts). Safe to run
 * again; never prints the password. On the embedded database, stop the server first (PGlite allows one
 * process at a time).
 */
import { join } from 'node:path';
import { createDatabase, runMigrations } from '@app/db/client';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../env.ts';
import { parseLoginArguments } from './login-arguments.ts';
import { ProvisionError, provisionLogin } from './provision-login.ts';

export async function runLoginCommand(kind: 'user' | 'advisor', args: string[]): Promise<number> {
  const request = parseLoginArguments(kind, args);
  if (typeof request === 'string') {
    console.error(request);
    return 2;
  }
  const config = { ...loadConfig(), statusSimulator: false };
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const app = await buildApp({ config, database });
    try {
      const outcome = await provisionLogin(app.auth, database.db, request);
      const who = request.kind === 'advisor' ? `advisor ${request.agentId}'s login` : `${request.role} login`;
      console.log(`${outcome.email}: ${who} ${outcome.action}.`);
      return 0;
    } catch (error) {
      if (error instanceof ProvisionError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
