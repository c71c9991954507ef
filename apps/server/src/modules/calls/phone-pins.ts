import type { AppDb } from '@app/db/client';
import { phonePins } from '@app/db/schema';
import { PIN_LOCK_MS, PIN_MAX_FAILURES } from '@app/shared/rules/phone-pin';
import { eq, sql } from 'drizzle-orm';
import type { PasswordHashing } from '../accounts/password-hashing.ts';

export type PinCheck = 'ok' | 'wrong' | 'locked' | 'none';

/**
 * Customers' phone PINs: hashed like passwords; each try is counted by an UPDATE of the PIN's row before
 * the PIN is compared, and the try that reaches PIN_MAX_FAILURES locks the PIN for PIN_LOCK_MS in that same
 * statement. Concurrent guesses queue on the row, so however many arrive at once, at most
 * PIN_MAX_FAILURES are compared before the lock.
 */
export function createPhonePins(db: AppDb, hashing: PasswordHashing) {
  return {
    async set(customerId: string, pin: string): Promise<void> {
      const pinHash = await hashing.hash(pin);
      const now = new Date();
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

    async isSet(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ customerId: phonePins.customerId })
        .from(phonePins)
        .where(eq(phonePins.customerId, customerId));
      return row !== undefined;
    },

    async check(customerId: string, pin: string, now = new Date()): Promise<PinCheck> {
      const lockEnded = sql`(${phonePins.lockedUntil} is not null and ${phonePins.lockedUntil} <= ${now})`;
      const attempts = sql`case when ${lockEnded} then 1 else ${phonePins.failedAttempts} + 1 end`;
      const [reserved] = await db
        .update(phonePins)
        .set({
          failedAttempts: attempts,
          lockedUntil: sql`case when ${attempts} >= ${PIN_MAX_FAILURES} then ${new Date(now.getTime() + PIN_LOCK_MS)}::timestamptz else null end`,
        })
        .where(
          sql`${phonePins.customerId} = ${customerId} and (${phonePins.lockedUntil} is null or ${phonePins.lockedUntil} <= ${now})`,
        )
        .returning({ pinHash: phonePins.pinHash });
      if (!reserved) return (await this.isSet(customerId)) ? 'locked' : 'none';
      if (!(await hashing.verify({ hash: reserved.pinHash, password: pin }))) return 'wrong';
      await db
        .update(phonePins)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(phonePins.customerId, customerId));
      return 'ok';
    },
  };
}

export type PhonePins = ReturnType<typeof createPhonePins>;
