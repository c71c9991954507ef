import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, isLoopbackUrl } from '../../env.ts';
import type { Auth } from '../../plugins/auth.ts';
import { createLoginRepository } from './login-repository.ts';
import { provisionLogin } from './provision-login.ts';

/** The demo's logins, listed in the README under "Demo accounts". Never made outside the demo. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' } as const;
/** A support login, to try what support may and may not do (adjust up to the cap, read the catalogue). */
export const DEMO_SUPPORT = { email: 'support@example.com', password: 'demo-support-2026' } as const;

export function demoAdvisorLogin(agentId: number): { email: string; password: string } {
  return { email: `advisor-${agentId}@example.com`, password: `demo-advisor-${agentId}` };
}

/** The demo on its embedded database and a loopback address: nothing a deployment could ever be. */
export function wantsDemoLogins(
  config: Pick<AppConfig, 'devTools' | 'databaseUrl' | 'publicUrl' | 'nodeEnv'>,
) {
  return (
    config.devTools &&
    config.nodeEnv !== 'production' &&
    config.databaseUrl === undefined &&
    isLoopbackUrl(config.publicUrl)
  );
}

/**
 * One login per advisor that has none and the admin and support logins, if missing; a login that exists (perhaps
 * with a password the demo's user changed) is left alone.
 */
export async function seedDemoLogins(auth: Auth, db: AppDb, log: FastifyBaseLogger): Promise<number> {
  let made = 0;
  const logins = createLoginRepository(db);
  for (const agentId of await logins.listUnlinkedAgentIds()) {
    const login = demoAdvisorLogin(agentId);
    if (await logins.isEmailTaken(login.email)) continue;
    await provisionLogin(auth, db, { kind: 'advisor', agentId, ...login });
    made += 1;
  }
  const staff = [
    { role: 'admin', name: 'Demo admin', ...DEMO_ADMIN },
    { role: 'support', name: 'Demo support', ...DEMO_SUPPORT },
  ] as const;
  for (const { role, name, email, password } of staff) {
    if (await logins.isEmailTaken(email)) continue;
    await provisionLogin(auth, db, { kind: 'staff', role, name, email, password });
    made += 1;
  }
  if (made > 0) log.info(`demo logins: ${made} made (see "Demo accounts" in the README)`);
  return made;
}
