import type { AppDb } from '@app/db/client';
import { advisors, customers, user } from '@app/db/schema';
import { and, eq } from 'drizzle-orm';

export interface NewCustomer {
  id: string;
  name: string;
  email: string;
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
