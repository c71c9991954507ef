import type { AppDb } from '@app/db/client';
import { advisors, customers, user } from '@app/db/schema';
import { isLanguage, type Language } from '@app/shared/rules/language';
import { and, eq, isNull, or } from 'drizzle-orm';
import { customerContactColumns } from '../../db-columns.ts';

export interface NewCustomer {
  id: string;
  name: string;
  email: string;
  language: Language;
  /** Consent to offers and news by e-mail; express consent only, so false at sign-up. */
  emailnotifications: boolean;
}

/**
 * Logins and the customer each one gets. Built over the database, or over better-auth's own sign-up
 * transaction, which writes the customer with the user.
 */
export function createAccountsRepository(db: AppDb) {
  return {
    /** An existing customer of the same id is kept (a credential added later to an existing login). */
    async insertCustomer(customer: NewCustomer): Promise<void> {
      await db
        .insert(customers)
        .values({ ...customer, credits: 0, phoneNumbers: [] })
        .onConflictDoNothing({ target: customers.id });
    },

    /** A login's customer as its e-mails greet it (name, e-mail, language), or undefined without one. */
    async findCustomerContact(
      userId: string,
    ): Promise<{ name: string; email: string; language: Language } | undefined> {
      const [row] = await db
        .select(customerContactColumns)
        .from(customers)
        .where(eq(customers.id, userId))
        .limit(1);
      return row && { ...row, language: isLanguage(row.language) ? row.language : 'en' };
    },

    async findUserEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
      return row?.email;
    },

    async findCustomerById(id: string) {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    async updateLastConnected(id: string, at: Date): Promise<void> {
      await db.update(customers).set({ lastConnectetAt: at }).where(eq(customers.id, id));
    },

    async findUserRole(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
      return row?.role;
    },

    /** The login's customer while it may act (active, not deleted), or undefined. */
    async findActiveCustomer(userId: string) {
      const [row] = await db
        .select({ id: customers.id, ...customerContactColumns })
        .from(customers)
        .where(and(eq(customers.id, userId), eq(customers.isActive, true), isNull(customers.deletedAt)))
        .limit(1);
      return row;
    },

    /**
     * Marks the welcome e-mail sent to the customer with this e-mail, if it was not already; the customer
     * as the e-mail greets them, or undefined (no such customer, or sent before).
     */
    async claimWelcome(email: string, at: Date) {
      const [claimed] = await db
        .update(customers)
        .set({ welcomeEmailSentAt: at })
        .where(and(eq(customers.email, email), isNull(customers.welcomeEmailSentAt)))
        .returning({
          id: customers.id,
          name: customers.name,
          email: customers.email,
          language: customers.language,
        });
      return claimed;
    },

    /** The advisor whose login this user is, if any. */
    async findAdvisorOfUser(userId: string) {
      const [row] = await db
        .select({ agentId: advisors.agentId, name: advisors.name })
        .from(advisors)
        // A deactivated advisor's login opens nothing: no session, no console. A draft (approved, not yet
        // published) is hidden from customers but its advisor prepares in the console.
        .where(and(eq(advisors.userId, userId), or(eq(advisors.isActive, true), eq(advisors.draft, true))))
        .limit(1);
      return row;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
