import type { AppDb } from '@app/db/client';
import {
  advisors,
  creditUsage,
  customerPhoneNumbers,
  customers,
  purchases,
  session,
  tarotGameAttempts,
} from '@app/db/schema';
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

    /** Removes a number from the customer (both its ownership row and the list) in one transaction. */
    deletePhone(customerId: string, phoneE164: string) {
      return db.transaction(
        async (
          tx,
        ): Promise<{ ok: true; phoneNumbers: string[] } | { ok: false; reason: 'not-found' | 'primary' }> => {
          const [customer] = await tx
            .select({ phoneNumbers: customers.phoneNumbers })
            .from(customers)
            .where(eq(customers.id, customerId))
            .for('update');
          const list = customer?.phoneNumbers ?? [];
          const index = list.indexOf(phoneE164);
          if (index === -1) return { ok: false, reason: 'not-found' };
          if (index === 0) return { ok: false, reason: 'primary' };
          await tx
            .delete(customerPhoneNumbers)
            .where(
              and(
                eq(customerPhoneNumbers.customerId, customerId),
                eq(customerPhoneNumbers.phoneE164, phoneE164),
              ),
            );
          const [updated] = await tx
            .update(customers)
            .set({ phoneNumbers: sql`array_remove(${customers.phoneNumbers}, ${phoneE164})` })
            .where(eq(customers.id, customerId))
            .returning({ phoneNumbers: customers.phoneNumbers });
          return { ok: true, phoneNumbers: updated?.phoneNumbers ?? [] };
        },
      );
    },

    /**
     * SPEC soft_delete_customer: the row stays (purchases and calls keep their history) but the account is
     * closed; its verified numbers are released so the line can be registered again, and every session
     * ends (also done by the customers trigger, here explicitly so the answer can rely on it).
     */
    softDelete(customerId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({ deletedAt: now, isActive: false })
          .where(and(eq(customers.id, customerId), sql`${customers.deletedAt} is null`))
          .returning({ id: customers.id });
        if (!row) return false;
        await tx.delete(customerPhoneNumbers).where(eq(customerPhoneNumbers.customerId, customerId));
        await tx.delete(session).where(eq(session.userId, customerId));
        return true;
      });
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
