import { customerBirthDetails } from '@app/db/schema';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealBirthDetails } from '../../src/modules/horoscope/chart/reseal.ts';
import { createSealer, SealError, sealPurpose } from '../../src/sealed.ts';
import { insertCustomer } from '../helpers/staff.ts';

const OLD = { id: 'k1', key: Buffer.alloc(32, 1) };
const NEW = { id: 'k2', key: Buffer.alloc(32, 2) };
const DETAILS = JSON.stringify({ birthTime: '08:30', place: { id: 'ca-quebec-montreal' } });

describe("rotating the keys of customers' birth details", () => {
  let database: TestDatabase;
  const ids: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ contents: 'demo' });
    const old = createSealer([OLD]);
    for (const name of ['Chloé', 'Marc']) {
      const customerId = await insertCustomer(database.db, { name });
      ids.push(customerId);
      const { sealed, keyId } = old.seal(DETAILS, sealPurpose.customerBirthDetails(customerId));
      await database.db.insert(customerBirthDetails).values({ customerId, sealed, keyId });
    }
  }, 60_000);
  afterAll(() => database.drop());

  it('re-seals each row under the first key once; the old key may then leave the list', async () => {
    const { db } = database;
    expect(await resealBirthDetails(db, [NEW, OLD])).toBe(2);
    expect(await resealBirthDetails(db, [NEW, OLD])).toBe(0);
    const customerId = ids[0] ?? '';
    const [row] = await db
      .select()
      .from(customerBirthDetails)
      .where(eq(customerBirthDetails.customerId, customerId));
    if (!row) throw new Error('no row');
    expect(row.keyId).toBe('k2');
    const purpose = sealPurpose.customerBirthDetails(customerId);
    expect(createSealer([NEW]).open(row.sealed, row.keyId, purpose)).toBe(DETAILS);
    // Bound to its customer: the same bytes do not open as someone else's.
    expect(() =>
      createSealer([NEW]).open(row.sealed, row.keyId, sealPurpose.customerBirthDetails(ids[1] ?? '')),
    ).toThrow(SealError);
  });
});
