/**
 * npm run user:create -- --email E --password P --role admin|support [--name N]
 * npm run advisor:account -- --agent 1001 --email E --password P
 *
 * Creates or updates a staff login, or the login of one advisor (see provision-login.ts). Safe to run
 * again; never prints the password. On the embedded database, stop the server first (PGlite allows one
 * process at a time).
 */
import { withCliApp } from '../../cli-app.ts';
import { parseLoginArguments } from './login-arguments.ts';
import { ProvisionError, provisionLogin } from './provision-login.ts';

export async function runLoginCommand(kind: 'user' | 'advisor', args: string[]): Promise<number> {
  const request = parseLoginArguments(kind, args);
  if (typeof request === 'string') {
    console.error(request);
    return 2;
  }
  return withCliApp(async (app, database) => {
    try {
      const outcome = await provisionLogin(app.auth, database.db, request);
      const who = request.kind === 'advisor' ? `advisor ${request.agentId}'s login` : `${request.role} login`;
      console.log(`${outcome.email}: ${who} ${outcome.action}.`);
      return 0;
    } catch (error) {
      if (!(error instanceof ProvisionError)) throw error;
      console.error(error.message);
      return 1;
    }
  });
}
