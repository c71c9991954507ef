import type { AppDb } from '@app/db/client';
import { advisors, customers, user } from '@app/db/schema';
import { isLanguage, type Language } from '@app/shared/rules/language';
import { and, eq } from 'drizzle-orm';

export interface NewCustomer {
  id: string;
  name: string;
  email: string;
  language: Language;
  /** Consent to offers and news by e-mail; express consent only, so false at sign-up. */
  emailnotifications: boolean;
}

/**
 * The executor is passed in because sign-up writes the customer inside better-auth's own transaction.
 * An existing customer of the same id is kept (a credential added later to an existing login).
 */
export async function insertCustomer(executor: AppDb, customer: NewCustomer): Promise<void> {
  await executor
    .insert(customers)
    .values({ ...customer, credits: 0, phoneNumbers: [] })
    .onConflictDoNothing({ target: customers.id });
}

/** A login's customer as its e-mails greet it (name, e-mail, language), or undefined without one. */
export async function findCustomerContact(
  executor: AppDb,
  userId: string,
): Promise<{ name: string; email: string; language: Language } | undefined> {
  const [row] = await executor
    .select({ name: customers.name, email: customers.email, language: customers.language })
    .from(customers)
    .where(eq(customers.id, userId))
    .limit(1);
  return row && { ...row, language: isLanguage(row.language) ? row.language : 'en' };
}

export async function findUserEmail(executor: AppDb, userId: string): Promise<string | undefined> {
  const [row] = await executor.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email;
}

export async function findCustomerById(db: AppDb, id: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function updateLastConnected(db: AppDb, id: string, at: Date): Promise<void> {
  await db.update(customers).set({ lastConnectetAt: at }).where(eq(customers.id, id));
}

export async function findUserRole(executor: AppDb, userId: string): Promise<string | undefined> {
  const [row] = await executor.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.role;
}

/** The advisor whose login this user is, if any. */
export async function findAdvisorOfUser(db: AppDb, userId: string) {
  const [row] = await db
    .select({ agentId: advisors.agentId, name: advisors.name })
    .from(advisors)
    // A deactivated advisor's login opens nothing: no session, no console.
    .where(and(eq(advisors.userId, userId), eq(advisors.isActive, true)))
    .limit(1);
  return row;
}
