import type { AppDb } from '@app/db/client';
import { bundles, savedPaypalAccounts } from '@app/db/schema';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';

export type SavedPaypalRow = typeof savedPaypalAccounts.$inferSelect;

const byCustomer = (customerId: string) => eq(savedPaypalAccounts.customerId, customerId);

/** A customer's saved PayPal account (one row at most) and the bundles it may top up with: rows only. */
export function createSavedPaypalRepository(db: AppDb) {
  async function find(customerId: string): Promise<SavedPaypalRow | undefined> {
    const [row] = await db.select().from(savedPaypalAccounts).where(byCustomer(customerId));
    return row;
  }

  return {
    find,

    /**
     * Opens an attempt at saving PayPal, dated `at`: a new pending row, or a pending row whose attempt
     * began before `staleBefore` started afresh (its setup token forgotten). A pending row of a current
     * attempt, or an active or removing one, is left as it is. Answers the row as it now stands.
     */
    async openAttempt(customerId: string, at: Date, staleBefore: Date): Promise<SavedPaypalRow> {
      const [opened] = await db
        .insert(savedPaypalAccounts)
        .values({ customerId, status: 'pending', createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: savedPaypalAccounts.customerId,
          set: { createdAt: at, updatedAt: at, setupTokenId: null },
          setWhere: and(
            eq(savedPaypalAccounts.status, 'pending'),
            lt(savedPaypalAccounts.createdAt, staleBefore),
          ),
        })
        .returning();
      if (opened) return opened;
      const existing = await find(customerId);
      if (!existing) throw new Error('saved PayPal row vanished under its customer lock');
      return existing;
    },

    /** The setup token PayPal gave the attempt begun at `attemptAt` (if that attempt is still the row's). */
    async setSetupToken(customerId: string, attemptAt: Date, setupTokenId: string): Promise<void> {
      await db
        .update(savedPaypalAccounts)
        .set({ setupTokenId })
        .where(
          and(
            byCustomer(customerId),
            eq(savedPaypalAccounts.status, 'pending'),
            eq(savedPaypalAccounts.createdAt, attemptAt),
          ),
        );
    },

    /** The pending row of `setupTokenId` becomes active with its payment token; undefined if it is no longer. */
    async activate(
      customerId: string,
      setupTokenId: string,
      saved: { paymentTokenId: string; paypalCustomerId: string | null; emailMasked: string | null },
      at: Date,
    ): Promise<SavedPaypalRow | undefined> {
      const [row] = await db
        .update(savedPaypalAccounts)
        .set({ status: 'active', ...saved, updatedAt: at })
        .where(
          and(
            byCustomer(customerId),
            eq(savedPaypalAccounts.status, 'pending'),
            eq(savedPaypalAccounts.setupTokenId, setupTokenId),
          ),
        )
        .returning();
      return row;
    },

    async setChoices(
      customerId: string,
      choices: { topUpBundleId?: string; autoTopUp?: boolean },
      at: Date,
    ): Promise<SavedPaypalRow | undefined> {
      const [row] = await db
        .update(savedPaypalAccounts)
        .set({ ...choices, updatedAt: at })
        .where(and(byCustomer(customerId), eq(savedPaypalAccounts.status, 'active')))
        .returning();
      return row;
    },

    /** From now on the account is never charged; its deletion at PayPal is still to be confirmed. */
    async markRemoving(customerId: string, at: Date): Promise<SavedPaypalRow | undefined> {
      const [row] = await db
        .update(savedPaypalAccounts)
        .set({ status: 'removing', updatedAt: at })
        .where(and(byCustomer(customerId), inArray(savedPaypalAccounts.status, ['active', 'removing'])))
        .returning();
      return row;
    },

    /** An attempt never approved: nothing is kept at PayPal, the row simply goes. */
    async deletePending(customerId: string): Promise<void> {
      await db
        .delete(savedPaypalAccounts)
        .where(and(byCustomer(customerId), eq(savedPaypalAccounts.status, 'pending')));
    },

    /** The removal of `paymentTokenId` is confirmed at PayPal: its row goes. */
    async deleteRemoved(customerId: string, paymentTokenId: string): Promise<void> {
      await db
        .delete(savedPaypalAccounts)
        .where(
          and(
            byCustomer(customerId),
            eq(savedPaypalAccounts.status, 'removing'),
            eq(savedPaypalAccounts.paymentTokenId, paymentTokenId),
          ),
        );
    },

    /** Removed accounts whose deletion at PayPal is not confirmed yet, oldest first. */
    listRemoving(limit: number): Promise<{ customerId: string; paymentTokenId: string | null }[]> {
      return db
        .select({
          customerId: savedPaypalAccounts.customerId,
          paymentTokenId: savedPaypalAccounts.paymentTokenId,
        })
        .from(savedPaypalAccounts)
        .where(eq(savedPaypalAccounts.status, 'removing'))
        .orderBy(asc(savedPaypalAccounts.updatedAt))
        .limit(limit);
    },

    async isBundleOnSale(bundleId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(bundles)
        .where(and(eq(bundles.id, bundleId), eq(bundles.active, true)));
      return row !== undefined;
    },
  };
}
