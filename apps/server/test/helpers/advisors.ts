import { randomUUID } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { provisionLogin } from '../../src/modules/accounts/provision-login.ts';
import { cookieOf, signIn } from './customers.ts';

export const ADVISOR_PASSWORD = 'advisor-password-1';

export interface SignedInLogin {
  userId: string;
  email: string;
  cookie: string;
}

/** Makes the login of advisor `agentId` (as `npm run advisor:account` does) and signs it in on /login's API. */
export async function signedInAdvisor(
  app: FastifyInstance,
  db: AppDb,
  agentId: number,
): Promise<SignedInLogin> {
  const email = `advisor-${agentId}-${randomUUID().slice(0, 8)}@example.com`;
  const { userId } = await provisionLogin(app.auth, db, {
    kind: 'advisor',
    agentId,
    email,
    password: ADVISOR_PASSWORD,
  });
  const res = await signIn(app, email, ADVISOR_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`advisor sign-in answered ${res.statusCode} ${res.body}`);
  return { userId, email, cookie: cookieOf(res.headers['set-cookie']) };
}

/** A staff login (as `npm run user:create` does), signed in. */
export async function signedInStaff(
  app: FastifyInstance,
  db: AppDb,
  role: 'support' | 'admin',
): Promise<SignedInLogin> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const { userId } = await provisionLogin(app.auth, db, {
    kind: 'staff',
    role,
    email,
    password: ADVISOR_PASSWORD,
  });
  const res = await signIn(app, email, ADVISOR_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`staff sign-in answered ${res.statusCode} ${res.body}`);
  return { userId, email, cookie: cookieOf(res.headers['set-cookie']) };
}
