import type { AppDb } from '@app/db/client';
import { savedPaypalAccounts, topUps } from '@app/db/schema';
import { and, eq, lt } from 'drizzle-orm';

export type TopUpRow = typeof topUps.$inferSelect;
export type TopUpStatus = 'pending' | 'completed' | 'declined' | 'refused' | 'failed';

/** The saved PayPal account a top-up charges: only an active one, never one being removed. */
export interface ChargeableAccount {
  paymentTokenId: string;
  bundleId: string;
  autoTopUp: boolean;
}

/** The rows of top-ups (issue 40), and the one read of the saved accounts they charge. */
export function createTopUpRepository(db: AppDb) {
  return {
    async chargeableAccount(customerId: string): Promise<ChargeableAccount | undefined> {
      const [row] = await db
        .select({
          paymentTokenId: savedPaypalAccounts.paymentTokenId,
          bundleId: savedPaypalAccounts.topUpBundleId,
          autoTopUp: savedPaypalAccounts.autoTopUp,
        })
        .from(savedPaypalAccounts)
        .where(and(eq(savedPaypalAccounts.customerId, customerId), eq(savedPaypalAccounts.status, 'active')))
        .limit(1);
      return row?.paymentTokenId ? { ...row, paymentTokenId: row.paymentTokenId } : undefined;
    },

    /** PayPal says the saved account can no longer be charged: it is forgotten, as if removed there. */
    async forgetAccount(paymentTokenId: string): Promise<void> {
      await db.delete(savedPaypalAccounts).where(eq(savedPaypalAccounts.paymentTokenId, paymentTokenId));
    },

    /** Claims the top-up of `key`: the new row, or undefined when another attempt already holds the key. */
    async claim(values: {
      key: string;
      customerId: string;
      callSid: string;
      kind: 'key' | 'auto';
      bundleId: string;
    }): Promise<TopUpRow | undefined> {
      const [row] = await db
        .insert(topUps)
        .values(values)
        .onConflictDoNothing({ target: topUps.key })
        .returning();
      return row;
    },

    async findByKey(key: string): Promise<TopUpRow | undefined> {
      const [row] = await db.select().from(topUps).where(eq(topUps.key, key)).limit(1);
      return row;
    },

    async findByOrder(paymentOrderId: string): Promise<TopUpRow | undefined> {
      const [row] = await db.select().from(topUps).where(eq(topUps.paymentOrderId, paymentOrderId)).limit(1);
      return row;
    },

    async link(id: string, paymentOrderId: string): Promise<void> {
      await db.update(topUps).set({ paymentOrderId }).where(eq(topUps.id, id));
    },

    /** Ends a pending top-up (only a pending one: a late repeat never rewrites a completed one). */
    async finish(
      id: string,
      outcome: {
        status: Exclude<TopUpStatus, 'pending'>;
        reason?: string;
        minutes?: number;
        totalCents?: number;
      },
      now: Date,
    ): Promise<void> {
      await db
        .update(topUps)
        .set({
          status: outcome.status,
          reason: outcome.reason ?? null,
          minutes: outcome.minutes ?? 0,
          totalCents: outcome.totalCents ?? 0,
          completedAt: now,
        })
        .where(and(eq(topUps.id, id), eq(topUps.status, 'pending')));
    },

    /** Top-ups left pending (an answer lost, an instance stopped) since before `before`. */
    async pendingSince(before: Date, limit: number): Promise<TopUpRow[]> {
      return db
        .select()
        .from(topUps)
        .where(and(eq(topUps.status, 'pending'), lt(topUps.createdAt, before)))
        .limit(limit);
    },
  };
}
