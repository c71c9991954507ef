import { payoutProfiles } from '@app/db/schema';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPayoutDestinations, readReportableIdentity } from '../../src/modules/payout-profile/index.ts';
import { resealPayoutProfiles } from '../../src/modules/payout-profile/reseal.ts';
import { createSealer, SealError, sealPurpose } from '../../src/sealed.ts';

const OLD = { id: 'k1', key: Buffer.alloc(32, 1) };
const NEW = { id: 'k2', key: Buffer.alloc(32, 2) };
const SIN = '130692544';

describe('rotating the payout data keys', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ contents: 'demo' });
    const old = createSealer([OLD]);
    for (const agentId of [1001, 1002]) {
      await database.db.insert(payoutProfiles).values({
        agentId,
        method: 'paypal',
        destination: `advisor-${agentId}@example.com`,
        legalName: 'Amélie Rousseau',
        addressLine1: '123 rue Example',
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 1Y4',
        tinKind: 'sin',
        tinCiphertext: old.seal(SIN, sealPurpose.tin(agentId)).sealed,
        tinLast3: '544',
        birthDateCiphertext: old.seal('1980-04-30', sealPurpose.birthDate(agentId)).sealed,
        keyId: OLD.id,
      });
    }
  }, 60_000);
  afterAll(() => database.drop());

  it('opens rows of an older key still listed, re-seals them under the first key once, then drops nothing', async () => {
    const { db } = database;
    expect(await readReportableIdentity(db, [NEW, OLD], 1001)).toMatchObject({
      tin: SIN,
      birthDate: '1980-04-30',
    });
    await expect(readReportableIdentity(db, [NEW], 1001)).rejects.toThrow(SealError);

    expect(await resealPayoutProfiles(db, [NEW, OLD])).toBe(2);
    expect(await resealPayoutProfiles(db, [NEW, OLD])).toBe(0);
    const [row] = await db.select().from(payoutProfiles).where(eq(payoutProfiles.agentId, 1002));
    expect(row?.keyId).toBe('k2');
    // Once re-sealed, the old key can leave the list.
    expect(await readReportableIdentity(db, [NEW], 1002)).toMatchObject({
      agentId: 1002,
      tinKind: 'sin',
      tin: SIN,
      birthDate: '1980-04-30',
      province: 'QC',
    });
  });

  it('gives the payout runs each destination and hold, without a secret', async () => {
    const destinations = await readPayoutDestinations(database.db, [1001, 1002, 1003]);
    expect([...destinations.keys()].sort()).toEqual([1001, 1002]);
    expect(destinations.get(1001)).toEqual({
      method: 'paypal',
      destination: 'advisor-1001@example.com',
      holdUntil: null,
    });
  });
});
