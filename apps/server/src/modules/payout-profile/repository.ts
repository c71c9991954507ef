import type { AppDb } from '@app/db/client';
import { advisors, payoutProfileChanges, payoutProfiles, user } from '@app/db/schema';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';

export type PayoutProfileRow = typeof payoutProfiles.$inferSelect;
export type PayoutProfileChangeRow = typeof payoutProfileChanges.$inferSelect;

/** The rows of advisors' payout profiles and of their pending changes. */
export function createPayoutProfileRepository(db: AppDb) {
  return {
    async find(agentId: number): Promise<PayoutProfileRow | undefined> {
      const [row] = await db.select().from(payoutProfiles).where(eq(payoutProfiles.agentId, agentId));
      return row;
    },

    findMany(agentIds: readonly number[]): Promise<PayoutProfileRow[]> {
      if (agentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(payoutProfiles)
        .where(inArray(payoutProfiles.agentId, [...agentIds]));
    },

    all(): Promise<PayoutProfileRow[]> {
      return db.select().from(payoutProfiles).orderBy(asc(payoutProfiles.agentId));
    },

    /** Rows sealed with another key than `keyId`, a batch at a time, locked for the re-seal pass. */
    lockSealedWithOtherKey(keyId: string, limit: number): Promise<PayoutProfileRow[]> {
      return db
        .select()
        .from(payoutProfiles)
        .where(ne(payoutProfiles.keyId, keyId))
        .orderBy(asc(payoutProfiles.agentId))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async upsert(row: typeof payoutProfiles.$inferInsert): Promise<PayoutProfileRow> {
      const { agentId: _agentId, createdAt: _createdAt, ...changes } = row;
      const [saved] = await db
        .insert(payoutProfiles)
        .values(row)
        .onConflictDoUpdate({ target: payoutProfiles.agentId, set: changes })
        .returning();
      return saved as PayoutProfileRow;
    },

    async reseal(
      agentId: number,
      sealed: { keyId: string; tinCiphertext: Buffer; birthDateCiphertext: Buffer | null },
    ): Promise<void> {
      await db.update(payoutProfiles).set(sealed).where(eq(payoutProfiles.agentId, agentId));
    },

    /** Who an advisor is for a code and a notice: their forwarding number, name and login's e-mail. */
    async contactOf(
      agentId: number,
    ): Promise<{ phoneNumber: string; name: string; email: string | null } | undefined> {
      const [row] = await db
        .select({ phoneNumber: advisors.phoneNumber, name: advisors.name, email: user.email })
        .from(advisors)
        .leftJoin(user, eq(user.id, advisors.userId))
        .where(eq(advisors.agentId, agentId));
      return row;
    },

    async advisorExists(agentId: number): Promise<boolean> {
      const [row] = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(eq(advisors.agentId, agentId));
      return row !== undefined;
    },

    /**
     * Ends every open change of the advisor (a newer one supersedes them) and empties the sealed drafts of
     * their changes that can no longer be confirmed: what a draft held is kept only while it may be used.
     */
    async endOpenChanges(agentId: number, at: Date): Promise<void> {
      await db
        .update(payoutProfileChanges)
        .set({ endedAt: at })
        .where(
          and(
            eq(payoutProfileChanges.agentId, agentId),
            isNull(payoutProfileChanges.confirmedAt),
            isNull(payoutProfileChanges.endedAt),
          ),
        );
      await db
        .update(payoutProfileChanges)
        .set({ sealedProfile: Buffer.alloc(0) })
        .where(
          and(
            eq(payoutProfileChanges.agentId, agentId),
            or(isNotNull(payoutProfileChanges.endedAt), lte(payoutProfileChanges.expiresAt, at)),
            sql`octet_length(${payoutProfileChanges.sealedProfile}) > 0`,
          ),
        );
    },

    async insertChange(row: typeof payoutProfileChanges.$inferInsert): Promise<void> {
      await db.insert(payoutProfileChanges).values(row);
    },

    /** The advisor's change, locked until the transaction ends (one confirmation at a time). */
    async lockChange(agentId: number, changeId: string): Promise<PayoutProfileChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutProfileChanges)
        .where(and(eq(payoutProfileChanges.id, changeId), eq(payoutProfileChanges.agentId, agentId)))
        .for('update');
      return row;
    },

    /** Counts a wrong code; ends the change at `limit` wrong codes. Returns the count. */
    async recordWrongCode(changeId: string, limit: number, at: Date): Promise<number> {
      const [row] = await db
        .update(payoutProfileChanges)
        .set({
          failedAttempts: sql`${payoutProfileChanges.failedAttempts} + 1`,
          endedAt: sql`case when ${payoutProfileChanges.failedAttempts} + 1 >= ${limit} then ${at.toISOString()}::timestamptz else ${payoutProfileChanges.endedAt} end`,
        })
        .where(eq(payoutProfileChanges.id, changeId))
        .returning({ failedAttempts: payoutProfileChanges.failedAttempts });
      return row?.failedAttempts ?? limit;
    },

    async markConfirmed(changeId: string, at: Date): Promise<void> {
      await db
        .update(payoutProfileChanges)
        // The draft has done its work: its sealed copy is not kept beside the profile it became.
        .set({ confirmedAt: at, sealedProfile: Buffer.alloc(0) })
        .where(eq(payoutProfileChanges.id, changeId));
    },
  };
}

export type PayoutProfileRepository = ReturnType<typeof createPayoutProfileRepository>;
