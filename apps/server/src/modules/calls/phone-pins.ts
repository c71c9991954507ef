import type { AppDb } from '@app/db/client';
import { PIN_LOCK_MS, PIN_MAX_FAILURES } from '@app/shared/rules/phone-pin';
import type { PasswordHashing } from '../accounts/password-hashing.ts';
import { createPhonePinRepository } from './phone-pin-repository.ts';

export type PinCheck = 'ok' | 'wrong' | 'locked' | 'none';

/**
 * Customers' phone PINs: hashed like passwords; each try is counted by an UPDATE of the PIN's row before
 * the PIN is compared, and the try that reaches PIN_MAX_FAILURES locks the PIN for PIN_LOCK_MS in that same
 * statement. Concurrent guesses queue on the row, so however many arrive at once, at most
 * PIN_MAX_FAILURES are compared before the lock.
 */
export function createPhonePins(db: AppDb, hashing: PasswordHashing) {
  const pins = createPhonePinRepository(db);
  return {
    async set(customerId: string, pin: string): Promise<void> {
      await pins.upsert(customerId, await hashing.hash(pin), new Date());
    },

    remove: (customerId: string): Promise<void> => pins.remove(customerId),

    isSet: (customerId: string): Promise<boolean> => pins.exists(customerId),

    async check(customerId: string, pin: string, now = new Date()): Promise<PinCheck> {
      const pinHash = await pins.countTry({
        customerId,
        now,
        maxFailures: PIN_MAX_FAILURES,
        lockMs: PIN_LOCK_MS,
      });
      if (pinHash === undefined) return (await pins.exists(customerId)) ? 'locked' : 'none';
      if (!(await hashing.verify({ hash: pinHash, password: pin }))) return 'wrong';
      await pins.clearFailures(customerId);
      return 'ok';
    },
  };
}

export type PhonePins = ReturnType<typeof createPhonePins>;
