import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDb } from '@app/db/client';
import { payoutBatches, payoutItems, payoutProfiles, payoutRuns } from '@app/db/schema';
import { describe, expect, it } from 'vitest';
import { createSealer, sealPurpose } from '../../src/sealed.ts';
import { jsonLines, runCli, useSeededDataDir } from '../helpers/cli.ts';
import { earnAt, entryAt } from './payout-fixtures.ts';

const KEY = { id: 'k1', key: Buffer.alloc(32, 7) };
const PAYOUT_DATA_KEYS = `${KEY.id}:${KEY.key.toString('base64')}`;
const SIN = '130692544';
const BN = '123456782';
const NO_BIRTH_SIN = '046454286';

/** An instant on Montréal's wall clock in 2026 (EST, UTC-5, before March 8; EDT, UTC-4, after). */
const montreal = (iso: string, offsetHours: number) =>
  new Date(Date.parse(`${iso}Z`) + offsetHours * 3_600_000);

/** A settled call's entry written as if at `at`. */
function callAt(db: AppDb, agentId: number, cents: number, at: Date): Promise<void> {
  return entryAt(db, agentId, cents, at, {
    kind: 'call',
    reference: `test-call-${randomUUID()}`,
    minutes: 10,
    rateCents: cents / 10,
  });
}

/** A profile sealed as the payout-profile module seals it, under the key the CLI is given. */
async function sealedProfile(
  db: AppDb,
  agentId: number,
  tin: { kind: 'sin' | 'bn'; number: string; birthDate: string | null },
): Promise<void> {
  const sealer = createSealer([KEY]);
  await db.insert(payoutProfiles).values({
    agentId,
    method: 'interac',
    destination: `advisor-${agentId}@example.com`,
    legalName: `Amélie "Test" ${agentId}`,
    addressLine1: '123 rue Example',
    addressLine2: 'App. 4',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 1Y4',
    tinKind: tin.kind,
    tinCiphertext: sealer.seal(tin.number, sealPurpose.tin(agentId)).sealed,
    tinLast3: tin.number.slice(-3),
    birthDateCiphertext: tin.birthDate
      ? sealer.seal(tin.birthDate, sealPurpose.birthDate(agentId)).sealed
      : null,
    keyId: KEY.id,
    gstHstNumber: tin.kind === 'bn' ? '123456782RT0001' : null,
  });
}

/** A payout item that landed at `settledAt` (its debit is not what this return reads). */
async function paidAt(db: AppDb, agentId: number, cents: number, settledAt: Date, status = 'paid') {
  const runKey = `test-annual-${randomUUID()}`;
  await db.insert(payoutRuns).values({ runKey, minimumCents: 2_500, lines: [] });
  const [batch] = await db
    .insert(payoutBatches)
    .values({ runKey, method: 'interac', status: 'done', totalCents: cents })
    .returning({ id: payoutBatches.id });
  await db.insert(payoutItems).values({
    batchId: batch?.id ?? '',
    agentId,
    amountCents: cents,
    method: 'interac',
    destination: `advisor-${agentId}@example.com`,
    status: status as 'paid',
    sentAt: settledAt,
    settledAt,
  });
}

describe('npm run payouts:annual', () => {
  const dataDir = useSeededDataDir(
    'payouts-annual-',
    async (db) => {
      // 1001: calls and adjustments in Q1 and Q3, one call on 31 March at 23:30 (1 April in UTC), one
      // on New Year's Eve 2025 at 23:30 (2026 in UTC: not this year); paid $600.01 in the year.
      await callAt(db, 1001, 3_000, montreal('2026-02-10T12:00:00', 5));
      await callAt(db, 1001, 2_000, montreal('2026-03-31T23:30:00', 4));
      await earnAt(db, 1001, 500, montreal('2026-03-01T12:00:00', 5));
      await callAt(db, 1001, 4_000, montreal('2026-08-10T12:00:00', 4));
      await earnAt(db, 1001, 60_000, montreal('2026-08-11T12:00:00', 4));
      await callAt(db, 1001, 9_990, montreal('2025-12-31T23:30:00', 5));
      await paidAt(db, 1001, 60_001, montreal('2026-09-01T12:00:00', 4));
      await paidAt(db, 1001, 7_000, montreal('2026-09-02T12:00:00', 4), 'returned');
      await sealedProfile(db, 1001, { kind: 'sin', number: SIN, birthDate: '1980-04-30' });
      // 1002: no payout profile.
      await callAt(db, 1002, 1_500, montreal('2026-05-10T12:00:00', 4));
      // 1003: a SIN but no birth date.
      await callAt(db, 1003, 2_500, montreal('2026-06-10T12:00:00', 4));
      await sealedProfile(db, 1003, { kind: 'sin', number: NO_BIRTH_SIN, birthDate: null });
      // 1004: a business number, paid exactly $500: not on the T4A list.
      await callAt(db, 1004, 50_000, montreal('2026-10-10T12:00:00', 4));
      await paidAt(db, 1004, 50_000, montreal('2026-11-01T12:00:00', 4));
      await sealedProfile(db, 1004, { kind: 'bn', number: BN, birthDate: null });
    },
    120_000,
  );
  const outDir = () => join(dataDir.path, 'out', 'nested');
  const cli = (args: string[]) =>
    runCli('apps/server/src/modules/payouts/annual-cli.ts', args, {
      env: { DATA_DIR: dataDir.path, STATUS_SIMULATOR: '0', PAYOUT_DATA_KEYS },
      timeout: 90_000,
    });
  const csvRows = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));

  it('writes the quarters, the paid amount and the T4A list, refuses incomplete identities, never prints a number', async () => {
    const result = await cli(['--year', '2026', '--out', outDir()]);
    expect(result.stderr).not.toContain('"level":50');
    expect(result.code).toBe(0);
    const lines = jsonLines(result.stdout);
    const partXx = join(outDir(), 'part-xx-reportable-sellers-2026.csv');
    const t4a = join(outDir(), 't4a-box-048-2026.csv');
    expect(lines).toEqual([
      { agentId: 1001, status: 'included', considerationCents: 69_500, paidCents: 60_001, t4a: true },
      { agentId: 1002, status: 'missing', missing: ['payoutProfile'] },
      { agentId: 1003, status: 'missing', missing: ['birthDate'] },
      { agentId: 1004, status: 'included', considerationCents: 50_000, paidCents: 50_000, t4a: false },
      { year: 2026, included: 2, missing: 2, files: [partXx, t4a] },
    ]);

    // The numbers and birth dates appear in no line of stdout and no log line.
    for (const secret of [SIN, BN, NO_BIRTH_SIN, '1980-04-30']) {
      expect(result.stdout).not.toContain(secret);
      expect(result.stderr).not.toContain(secret);
    }

    for (const file of [partXx, t4a]) expect(statSync(file).mode & 0o777).toBe(0o600);

    const partText = readFileSync(partXx, 'utf8');
    expect(partText.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(partText);
    expect(rows.map((row) => row[0])).toEqual(['1001', '1004']);
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    const amelie = rows[0];
    expect(cell(amelie, 'legal_name')).toBe('Amélie ""Test"" 1001');
    expect(cell(amelie, 'tin_type')).toBe('SIN');
    expect(cell(amelie, 'tin')).toBe(SIN);
    expect(cell(amelie, 'birth_date')).toBe('1980-04-30');
    expect(cell(amelie, 'q1_consideration')).toBe('55.00');
    expect(cell(amelie, 'q1_activities')).toBe('2');
    expect(cell(amelie, 'q2_consideration')).toBe('0.00');
    expect(cell(amelie, 'q3_consideration')).toBe('640.00');
    expect(cell(amelie, 'q3_activities')).toBe('1');
    expect(cell(amelie, 'q4_activities')).toBe('0');
    expect(cell(amelie, 'total_consideration')).toBe('695.00');
    expect(cell(amelie, 'total_activities')).toBe('3');
    expect(cell(amelie, 'total_fees_withheld')).toBe('0.00');
    expect(cell(rows[1], 'tin_type')).toBe('BN');
    expect(cell(rows[1], 'tin')).toBe(BN);
    expect(cell(rows[1], 'q4_consideration')).toBe('500.00');
    expect(partText).not.toContain(NO_BIRTH_SIN);

    const [t4aHeader, ...t4aRows] = csvRows(readFileSync(t4a, 'utf8'));
    expect(t4aHeader?.at(-1)).toBe('box_048_fees_for_services');
    expect(t4aRows).toHaveLength(1);
    expect(t4aRows[0]?.[0]).toBe('1001');
    expect(t4aRows[0]).toContain(SIN);
    expect(t4aRows[0]?.at(-1)).toBe('600.01');
  }, 180_000);

  it('refuses a missing or invalid year with a JSON error and exit code 2', async () => {
    for (const args of [[], ['--year', '1999'], ['--bogus']]) {
      const result = await cli(args);
      expect(result.code).toBe(2);
      const lines = jsonLines(result.stdout);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect(jsonLines((await cli(['--year', 'abcd'])).stdout)[0]).toMatchObject({
      error: { code: 'INVALID_YEAR' },
    });
  }, 120_000);
});
