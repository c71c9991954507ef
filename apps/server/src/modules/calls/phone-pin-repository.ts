import type { AppDb } from '@app/db/client';
import { phonePins } from '@app/db/schema';
import { eq, sql } from 'drizzle-orm';

/** The phone PINs' rows (phone_pins): one per customer, the PIN hashed, its failed tries and lock. */
export function createPhonePinRepository(db: AppDb) {
  return {
    /** Sets the PIN's hash, its tries and lock cleared. */
    async upsert(customerId: string, pinHash: string, now: Date): Promise<void> {
      await db
        .insert(phonePins)
        .values({ customerId, pinHash, updatedAt: now })
        .onConflictDoUpdate({
          target: phonePins.customerId,
          set: { pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: now },
        });
    },

    async remove(customerId: string): Promise<void> {
      await db.delete(phonePins).where(eq(phonePins.customerId, customerId));
    },

    async exists(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ customerId: phonePins.customerId })
        .from(phonePins)
        .where(eq(phonePins.customerId, customerId));
      return row !== undefined;
    },

    /**
     * Counts one try, in one UPDATE of the row, unless the PIN is locked at `now`: a lock that has ended
     * starts the count again at 1, and the try that reaches `maxFailures` locks it for `lockMs`. Returns
     * the hash to compare, or undefined when there is no PIN or it is locked.
     */
    async countTry(input: {
      customerId: string;
      now: Date;
      maxFailures: number;
      lockMs: number;
    }): Promise<string | undefined> {
      const { customerId, now } = input;
      const lockEnded = sql`(${phonePins.lockedUntil} is not null and ${phonePins.lockedUntil} <= ${now})`;
      const attempts = sql`case when ${lockEnded} then 1 else ${phonePins.failedAttempts} + 1 end`;
      const [reserved] = await db
        .update(phonePins)
        .set({
          failedAttempts: attempts,
          lockedUntil: sql`case when ${attempts} >= ${input.maxFailures} then ${new Date(now.getTime() + input.lockMs)}::timestamptz else null end`,
        })
        .where(
          sql`${phonePins.customerId} = ${customerId} and (${phonePins.lockedUntil} is null or ${phonePins.lockedUntil} <= ${now})`,
        )
        .returning({ pinHash: phonePins.pinHash });
      return reserved?.pinHash;
    },

    /** The right PIN: its failed tries forgotten. */
    async clearFailures(customerId: string): Promise<void> {
      await db
        .update(phonePins)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(phonePins.customerId, customerId));
    },
  };
}
