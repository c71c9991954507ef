import type { AppDb } from '@app/db/client';
import { advisors, customerPhoneNumbers } from '@app/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * The statements of the one-owner-per-number rule (phone-claims.ts). Numbers arrive as their lookup key
 * (last 10 digits). Built over the claiming transaction, so the lock and the checks share it.
 */
export function createPhoneClaimRepository(executor: AppDb) {
  return {
    /** Takes the transaction-scoped advisory lock (`lock`, hash of the key). */
    async lockKey(lock: number, lookupKey: string): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(${lock}, hashtext(${lookupKey}))`);
    },

    async hasCustomerNumber(lookupKey: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: customerPhoneNumbers.id })
        .from(customerPhoneNumbers)
        .where(eq(customerPhoneNumbers.lookupKey, lookupKey))
        .limit(1);
      return row !== undefined;
    },

    async hasAdvisorNumber(lookupKey: string): Promise<boolean> {
      const [row] = await executor
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(sql`right(${advisors.phoneNumber}, 10) = ${lookupKey}`)
        .limit(1);
      return row !== undefined;
    },
  };
}
