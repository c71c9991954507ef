import type { AppDb } from '@app/db/client';
import {
  advisors,
  chartShares,
  creditUsage,
  customerBirthDetails,
  customerPhoneNumbers,
  customers,
  purchases,
  session,
  tarotGameAttempts,
} from '@app/db/schema';
import type { Language } from '@app/shared/rules/language';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';

export type CustomerRow = typeof customers.$inferSelect;

export function createCustomerRepository(db: AppDb) {
  return {
    async find(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    listPurchases: (customerId: string) =>
      db
        .select({
          id: purchases.id,
          purchaseDate: purchases.purchaseDate,
          bundleName: purchases.bundleName,
          bundleId: purchases.bundleId,
          minutes: purchases.minutes,
          amountCents: purchases.amountCents,
          currency: purchases.currency,
          orderId: purchases.orderId,
          provider: purchases.provider,
        })
        .from(purchases)
        .where(eq(purchases.customerId, customerId))
        .orderBy(desc(purchases.purchaseDate)),

    listCreditUsage: (customerId: string) =>
      db
        .select({
          id: creditUsage.id,
          callStart: creditUsage.callStart,
          callEnd: creditUsage.callEnd,
          minutesUsed: creditUsage.minutesUsed,
          durationSeconds: creditUsage.durationSeconds,
          createdAt: creditUsage.createdAt,
          advisorAgentId: creditUsage.advisorAgentId,
          advisorName: advisors.name,
        })
        .from(creditUsage)
        .leftJoin(advisors, eq(advisors.agentId, creditUsage.advisorAgentId))
        .where(eq(creditUsage.customerId, customerId))
        .orderBy(desc(creditUsage.createdAt)),

    /** SPEC 7: the latest winning tarot coupon of the customer created within the window. */
    async latestTarotPromoCode(customerId: string, since: Date): Promise<string | null> {
      const [row] = await db
        .select({ code: tarotGameAttempts.couponCode })
        .from(tarotGameAttempts)
        .where(
          and(
            eq(tarotGameAttempts.customerId, customerId),
            eq(tarotGameAttempts.won, true),
            isNotNull(tarotGameAttempts.couponCode),
            gt(tarotGameAttempts.createdAt, since),
          ),
        )
        .orderBy(desc(tarotGameAttempts.createdAt))
        .limit(1);
      return row?.code ?? null;
    },

    async updateProfile(
      id: string,
      changes: Partial<Pick<CustomerRow, 'name' | 'birthDate' | 'emailnotifications' | 'callReceipts'>>,
    ): Promise<CustomerRow | undefined> {
      const [row] = await db.update(customers).set(changes).where(eq(customers.id, id)).returning();
      return row;
    },

    /** The billing address: province and postal code together (the table refuses one without the other). */
    async setBillingAddress(
      id: string,
      address: { province: string; postalCode: string },
    ): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        .set({ province: address.province, postalCode: address.postalCode })
        .where(eq(customers.id, id))
        .returning();
      return row;
    },

    /** Writes the customer's language; false when the login has no customer. */
    async setLanguage(id: string, language: Language): Promise<boolean> {
      const updated = await db
        .update(customers)
        .set({ language })
        .where(eq(customers.id, id))
        .returning({ id: customers.id });
      return updated.length > 0;
    },

    /** The customer's numbers, the row locked (FOR UPDATE) until the transaction ends; [] without one. */
    async lockPhoneNumbers(customerId: string): Promise<string[]> {
      const [customer] = await db
        .select({ phoneNumbers: customers.phoneNumbers })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
      return customer?.phoneNumbers ?? [];
    },

    /** Drops the customer's ownership of the number (the line no longer knows them by it). */
    async deletePhoneOwnership(customerId: string, phoneE164: string): Promise<void> {
      await db
        .delete(customerPhoneNumbers)
        .where(
          and(eq(customerPhoneNumbers.customerId, customerId), eq(customerPhoneNumbers.phoneE164, phoneE164)),
        );
    },

    /** Takes the number out of the customer's list; the list as it is after. */
    async removeFromPhoneList(customerId: string, phoneE164: string): Promise<string[]> {
      const [updated] = await db
        .update(customers)
        .set({ phoneNumbers: sql`array_remove(${customers.phoneNumbers}, ${phoneE164})` })
        .where(eq(customers.id, customerId))
        .returning({ phoneNumbers: customers.phoneNumbers });
      return updated?.phoneNumbers ?? [];
    },

    /** Marks the account deleted and inactive, once; false when there is none or it was closed already. */
    async markDeleted(customerId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .update(customers)
        .set({ deletedAt: now, isActive: false })
        .where(and(eq(customers.id, customerId), sql`${customers.deletedAt} is null`))
        .returning({ id: customers.id });
      return row !== undefined;
    },

    /** Drops every number the customer verified, so each can be registered again. */
    async releasePhoneNumbers(customerId: string): Promise<void> {
      await db.delete(customerPhoneNumbers).where(eq(customerPhoneNumbers.customerId, customerId));
    },

    /** Deletes the birth time and place and every share of the chart (Law 25: nothing kept without use). */
    async deleteChartData(customerId: string): Promise<void> {
      await db.delete(customerBirthDetails).where(eq(customerBirthDetails.customerId, customerId));
      await db.delete(chartShares).where(eq(chartShares.customerId, customerId));
    },

    async deleteSessions(userId: string): Promise<void> {
      await db.delete(session).where(eq(session.userId, userId));
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
