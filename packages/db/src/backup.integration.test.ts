import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLES } from '@app/shared/constants';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from './backup-pglite.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';
import { type AppDb, createDatabase, runMigrations } from './client.ts';
import { user } from './schema/auth.ts';
import { creditLedger } from './schema/credits.ts';
import { customers } from './schema/customers.ts';
import { purchases } from './schema/payments.ts';
import { seedDemoData } from './seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What a backup must carry over besides the seed: a customer who bought a bundle. */
async function addCustomerWithPurchase(db: AppDb): Promise<void> {
  const id = randomUUID();
  const email = `${id}@example.com`;
  const bundle = BUNDLES[0]!;
  const minutes = bundle.minutes + bundle.gift;
  const orderId = `order-${id}`;
  await db.insert(user).values({ id, name: 'Backup Test', email, updatedAt: new Date() });
  await db
    .insert(customers)
    .values({ id, name: 'Backup Test', email, credits: minutes, phoneNumbers: ['+15145550123'] });
  await db
    .insert(creditLedger)
    .values({ customerId: id, delta: minutes, balanceAfter: minutes, kind: 'purchase', reference: orderId });
  await db.insert(purchases).values({
    customerId: id,
    bundleId: bundle.id,
    bundleName: bundle.name,
    minutes,
    amountCents: bundle.priceInCents,
    provider: 'paypal',
    orderId,
  });
}

/** Every row of the three tables, in a fixed order: equal snapshots mean equal row sets. */
async function snapshot(db: AppDb) {
  const [customerRows, ledgerRows, purchaseRows] = await Promise.all([
    db.select().from(customers).orderBy(asc(customers.id)),
    db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    db.select().from(purchases).orderBy(asc(purchases.id)),
  ]);
  return { customers: customerRows, ledger: ledgerRows, purchases: purchaseRows };
}

// The run's PostgreSQL, else the machine's (.ci/run starts one): pg_dump and pg_restore are tested on every
// run; a machine without them fails with the install hint.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('PostgreSQL: pg_dump / pg_restore', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let file: string;
  const urlOf = (database: TestDatabase) => database.url!;

  beforeAll(async () => {
    source = await createTestDatabase({ contents: 'demo', adminUrl });
    await addCustomerWithPurchase(source.db);
    before = await snapshot(source.db);
    target = await createTestDatabase({ adminUrl });
    file = join(dir, 'pg.dump');
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('backs up and restores into a fresh database with the same customers, ledger and purchases', async () => {
    const backup = await backupPostgres({ url: urlOf(source), out: file });
    expect(backup.file).toBe(file);
    expect(backup.bytes).toBeGreaterThan(0);

    const restored = await restorePostgres({ file, url: urlOf(target), verify: true });
    expect(restored.counts).toMatchObject({
      customers: before.customers.length,
      ledger: before.ledger.length,
      purchases: before.purchases.length,
    });
    expect(await snapshot(target.db)).toEqual(before);
  });

  it('refuses a database that is not empty unless --clean is given', async () => {
    await expect(restorePostgres({ file, url: urlOf(target) })).rejects.toThrow(/is not empty.*--clean/);
    await restorePostgres({ file, url: urlOf(target), clean: true });
    expect(await snapshot(target.db)).toEqual(before);
  });

  it('fails on a missing file or a PGlite backup, naming the file', async () => {
    const missing = join(dir, 'missing.dump');
    await expect(restorePostgres({ file: missing, url: urlOf(target) })).rejects.toThrow(
      `Backup file not found: ${missing}`,
    );
    const notADump = join(dir, 'not-a-dump.txt');
    await writeFile(notADump, 'hello');
    await expect(restorePostgres({ file: notADump, url: urlOf(target) })).rejects.toThrow(
      /neither a pg_dump/,
    );
  });
});

/**
 * A data directory on disk holding the demo data and addCustomerWithPurchase. On PGlite runs it is a
 * copy of the run's seeded template (seconds faster than initdb, migrations and seed on disk).
 */
async function seedPgliteDir(dataDir: string): Promise<void> {
  if (!adminUrl) {
    const memory = await createTestDatabase({ contents: 'demo' });
    try {
      await addCustomerWithPurchase(memory.db);
      await memory.pglite!.exec('checkpoint');
      const onDisk = await createDatabase({ dataDir, loadDataDir: await memory.pglite!.dumpDataDir('none') });
      await onDisk.close();
    } finally {
      await memory.drop();
    }
    return;
  }
  const source = await createDatabase({ dataDir });
  try {
    await runMigrations(source);
    await seedDemoData(source.db);
    await addCustomerWithPurchase(source.db);
  } finally {
    await source.close();
  }
}

describe('embedded PGlite: data directory tarball', () => {
  let sourceDir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let file: string;

  beforeAll(async () => {
    sourceDir = join(dir, 'source');
    file = join(dir, 'pglite.tar.gz');
    await seedPgliteDir(sourceDir);
    const source = await createDatabase({ dataDir: sourceDir });
    try {
      before = await snapshot(source.db);
    } finally {
      await source.close();
    }
  });

  it('backs up and restores into an empty data directory with the same customers, ledger and purchases', async () => {
    const backup = await backupPglite({ dataDir: sourceDir, out: file });
    expect(backup.bytes).toBeGreaterThan(0);

    const targetDir = join(dir, 'target');
    const restored = await restorePglite({ file, dataDir: targetDir, verify: true });
    expect(restored.counts).toMatchObject({
      customers: before.customers.length,
      ledger: before.ledger.length,
      purchases: before.purchases.length,
    });
    const target = await createDatabase({ dataDir: targetDir });
    try {
      expect(await snapshot(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('refuses a data directory that is not empty unless --clean is given', async () => {
    const targetDir = join(dir, 'occupied');
    await mkdir(targetDir);
    await writeFile(join(targetDir, 'PG_VERSION'), '18\n');
    await expect(restorePglite({ file, dataDir: targetDir })).rejects.toThrow(/is not empty.*--clean/);
    await restorePglite({ file, dataDir: targetDir, clean: true });
    const target = await createDatabase({ dataDir: targetDir });
    try {
      expect(await snapshot(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('refuses to back up a data directory that a running database has open', async () => {
    const running = await createDatabase({ dataDir: sourceDir });
    try {
      await expect(backupPglite({ dataDir: sourceDir, out: join(dir, 'busy.tar.gz') })).rejects.toThrow(
        /is in use.*stop the server/,
      );
    } finally {
      await running.close();
    }
  });

  it('fails on a missing file or a wrong format, naming the file', async () => {
    const missing = join(dir, 'missing.tar.gz');
    await expect(restorePglite({ file: missing, dataDir: join(dir, 'unused') })).rejects.toThrow(
      `Backup file not found: ${missing}`,
    );
    const dump = join(dir, 'fake.dump');
    await writeFile(dump, 'PGDMP and then nothing');
    await expect(restorePglite({ file: dump, dataDir: join(dir, 'unused') })).rejects.toThrow(
      /is a PostgreSQL dump/,
    );
  });
});
