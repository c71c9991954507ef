import type { AppDb } from '@app/db/client';
import { normalizeEmail } from '@app/shared/rules/customer';
import type { StaffRole } from '@app/shared/rules/roles';
import { EMAIL_MAX_LENGTH } from '@app/shared/schemas/auth';
import { z } from 'zod';
import type { Auth } from '../../plugins/auth.ts';
import { createLoginRepository, type LoginRepository } from './login-repository.ts';

/** Advisors and staff move money and see customers: their passwords are longer than a customer's 6. */
export const STAFF_PASSWORD_MIN = 10;
const PASSWORD_MAX = 72;

export type LoginRequest =
  | { kind: 'staff'; email: string; password: string; role: StaffRole; name?: string | undefined }
  | { kind: 'advisor'; email: string; password: string; agentId: number };

export interface LoginOutcome {
  userId: string;
  email: string;
  /** What changed: a new login, or the fields of an existing one that were brought up to date. */
  action: 'created' | 'updated' | 'unchanged';
}

/** A refusal the operator can act on; never carries the password. */
export class ProvisionError extends Error {}

function checkCredentials(email: string, password: string): string {
  const normalized = normalizeEmail(email);
  if (!z.email().safeParse(normalized).success || normalized.length > EMAIL_MAX_LENGTH) {
    throw new ProvisionError(`"${email}" is not a valid e-mail address.`);
  }
  if (password.length < STAFF_PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new ProvisionError(
      `The password must be ${STAFF_PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
    );
  }
  return normalized;
}

/**
 * Creates or updates an advisor's or a staff member's login (the `user:create` and `advisor:account`
 * commands, the demo's seed, the tests). Idempotent: run twice with the same input, the second run
 * changes nothing and signs no one out; a new password ends the login's sessions. An e-mail that is
 * already another kind of login (a customer's, another advisor's) is refused, never taken over.
 */
export async function provisionLogin(auth: Auth, db: AppDb, request: LoginRequest): Promise<LoginOutcome> {
  const email = checkCredentials(request.email, request.password);
  const context = await auth.$context;
  const logins = createLoginRepository(db);
  const byEmail = await logins.findUserByEmail(email);

  let target: { id: string; email: string } | undefined;
  let advisorName: string | undefined;
  if (request.kind === 'advisor') {
    const advisor = await logins.findAdvisor(request.agentId);
    if (!advisor) throw new ProvisionError(`No advisor has the extension ${request.agentId}.`);
    advisorName = advisor.name;
    if (byEmail && byEmail.id !== advisor.userId) {
      const linkedElsewhere = byEmail.role === 'advisor' && (await logins.isAdvisorLogin(byEmail.id));
      if (byEmail.role !== 'advisor' || linkedElsewhere || advisor.userId) {
        throw new ProvisionError(`${email} is already the login of someone else; choose another e-mail.`);
      }
    }
    if (advisor.userId) {
      target = await logins.findUserById(advisor.userId);
    } else if (byEmail) {
      target = byEmail;
    }
  } else if (byEmail) {
    if (byEmail.role !== 'support' && byEmail.role !== 'admin') {
      throw new ProvisionError(`${email} is already a ${byEmail.role}'s login; choose another e-mail.`);
    }
    target = byEmail;
  }

  const role = request.kind === 'advisor' ? 'advisor' : request.role;
  if (!target) {
    const name =
      request.kind === 'advisor' ? (advisorName ?? email) : (request.name ?? email.split('@')[0] ?? email);
    const created = await auth.api.createUser({
      body: { email, password: request.password, name, role },
    });
    await context.internalAdapter.updateUser(created.user.id, { emailVerified: true });
    if (request.kind === 'advisor') await linkAdvisor(logins, request.agentId, created.user.id);
    return { userId: created.user.id, email, action: 'created' };
  }

  let changed = false;
  const current = await logins.findUserState(target.id);
  const userChanges: Record<string, unknown> = {};
  if (target.email !== email) userChanges.email = email;
  if (current?.role !== role) userChanges.role = role;
  if (!current?.emailVerified) userChanges.emailVerified = true;
  if (request.kind === 'staff' && request.name && current?.name !== request.name)
    userChanges.name = request.name;
  if (Object.keys(userChanges).length > 0) {
    await context.internalAdapter.updateUser(target.id, userChanges);
    changed = true;
  }
  const credential = await context.internalAdapter.findAccounts(target.id);
  const stored = credential.find((account) => account.providerId === 'credential')?.password;
  const samePassword = stored
    ? await context.password.verify({ hash: stored, password: request.password })
    : false;
  if (!samePassword) {
    const hash = await context.password.hash(request.password);
    if (stored) await context.internalAdapter.updatePassword(target.id, hash);
    else {
      await context.internalAdapter.createAccount({
        userId: target.id,
        providerId: 'credential',
        accountId: target.id,
        password: hash,
      });
    }
    // Whoever knew the old password is signed out.
    await logins.deleteSessionsOf(target.id);
    changed = true;
  }
  if (request.kind === 'advisor')
    changed = (await linkAdvisor(logins, request.agentId, target.id)) || changed;
  return { userId: target.id, email, action: changed ? 'updated' : 'unchanged' };
}

/** Links the advisor to the login; true when that changed anything. */
async function linkAdvisor(logins: LoginRepository, agentId: number, userId: string): Promise<boolean> {
  if ((await logins.findAdvisorUserId(agentId)) === userId) return false;
  await logins.setAdvisorUser(agentId, userId);
  return true;
}
