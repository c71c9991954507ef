import type { AppDb } from '@app/db/client';
import type { PayoutDataKey } from '../../env.ts';
import { createSealer, sealPurpose } from '../../sealed.ts';
import { createPayoutProfileRepository } from './repository.ts';

const BATCH = 100;

/**
 * Re-seals every payout profile not sealed with the current key (the first of PAYOUT_DATA_KEYS), a batch
 * per transaction. Idempotent: a second pass finds nothing to do, and a row changed meanwhile by its
 * advisor is already under the current key. Returns how many rows moved to the current key.
 */
export async function resealPayoutProfiles(db: AppDb, keys: readonly PayoutDataKey[]): Promise<number> {
  const sealer = createSealer(keys);
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = createPayoutProfileRepository(tx);
      const batch = await rows.lockSealedWithOtherKey(sealer.currentKeyId, BATCH);
      for (const row of batch) {
        const tin = sealer.open(row.tinCiphertext, row.keyId, sealPurpose.tin(row.agentId));
        const birthDate = row.birthDateCiphertext
          ? sealer.open(row.birthDateCiphertext, row.keyId, sealPurpose.birthDate(row.agentId))
          : null;
        await rows.reseal(row.agentId, {
          keyId: sealer.currentKeyId,
          tinCiphertext: sealer.seal(tin, sealPurpose.tin(row.agentId)).sealed,
          birthDateCiphertext: birthDate
            ? sealer.seal(birthDate, sealPurpose.birthDate(row.agentId)).sealed
            : null,
        });
      }
      return batch.length;
    });
    moved += done;
    if (done < BATCH) return moved;
  }
}
