import type { AppDb } from '@app/db/client';
import { customerPhoneNumbers, customers } from '@app/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { customerContactColumns } from '../../db-columns.ts';

/** The customers' rows as the voice line reads them. `db` is the database or a transaction. */
export function createCallerRepository(db: AppDb) {
  return {
    /** SPEC 5: callers are matched on the last 10 digits; inactive or deleted customers are unknown. */
    async findByLookupKey(lookupKey: string) {
      const [row] = await db
        .select({
          customerId: customers.id,
          ...customerContactColumns,
          credits: customers.credits,
        })
        .from(customerPhoneNumbers)
        .innerJoin(customers, eq(customers.id, customerPhoneNumbers.customerId))
        .where(
          and(
            eq(customerPhoneNumbers.lookupKey, lookupKey),
            eq(customers.isActive, true),
            isNull(customers.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /** Whom a call's receipt is for, and how they chose to get it. */
    async receiptContact(customerId: string) {
      const [customer] = await db
        .select({ ...customerContactColumns, callReceipts: customers.callReceipts })
        .from(customers)
        .where(eq(customers.id, customerId));
      return customer;
    },

    async languageOf(customerId: string): Promise<string | undefined> {
      const [customer] = await db
        .select({ language: customers.language })
        .from(customers)
        .where(eq(customers.id, customerId));
      return customer?.language;
    },
  };
}

export type CallerRepository = ReturnType<typeof createCallerRepository>;
