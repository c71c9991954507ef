import type { AppDb } from '@app/db/client';
import { customerBirthDetails } from '@app/db/schema';
import { eq, ne, sql } from 'drizzle-orm';
import type { PayoutDataKey } from '../../../env.ts';
import { createSealer, sealPurpose } from '../../../sealed.ts';

const BATCH = 100;

/**
 * Re-seals every customer's birth time and place not sealed with the current key (the first of
 * PAYOUT_DATA_KEYS), a locked batch per transaction, as the payout profiles' reseal does. Idempotent;
 * returns how many rows moved.
 */
export async function resealBirthDetails(db: AppDb, keys: readonly PayoutDataKey[]): Promise<number> {
  const sealer = createSealer(keys);
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(customerBirthDetails)
        .where(ne(customerBirthDetails.keyId, sealer.currentKeyId))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of batch) {
        const purpose = sealPurpose.customerBirthDetails(row.customerId);
        const { sealed, keyId } = sealer.seal(sealer.open(row.sealed, row.keyId, purpose), purpose);
        await tx
          .update(customerBirthDetails)
          .set({ sealed, keyId, updatedAt: sql`now()` })
          .where(eq(customerBirthDetails.customerId, row.customerId));
      }
      return batch.length;
    });
    moved += done;
    if (done < BATCH) return moved;
  }
}
