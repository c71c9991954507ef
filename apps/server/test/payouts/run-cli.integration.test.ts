import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDatabase, runMigrations } from '@app/db/client';
import { payoutBatches, payoutItems } from '@app/db/schema';
import { seedDemoData } from '@app/db/seed/seed';
import { payPeriodAt, previousPayPeriod } from '@app/shared/rules/earnings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnAt, earningsState, giveProfile, insidePeriod } from './payout-fixtures.ts';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');
const CLI = resolve(ROOT, 'apps/server/src/modules/payouts/run-cli.ts');

/** Two periods back: ended, and older than anything the seed earned. */
const period = previousPayPeriod(previousPayPeriod(payPeriodAt(new Date())));

describe('npm run payouts:run', () => {
  let dataDir: string;
  const open = () => createDatabase({ dataDir: join(dataDir, 'pglite') });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'payouts-cli-'));
    const database = await open();
    try {
      await runMigrations(database);
      await seedDemoData(database.db);
      const at = insidePeriod(period);
      await earnAt(database.db, 1001, 4_200, at);
      await earnAt(database.db, 1002, 900, at);
      await earnAt(database.db, 1003, 3_000, at);
      await giveProfile(database.db, 1001);
      await giveProfile(database.db, 1002);
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (args: string[]) =>
    run(TSX, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, STATUS_SIMULATOR: '0' },
      timeout: 60_000,
    }).then(
      (ok) => ({ code: 0, stdout: ok.stdout, stderr: ok.stderr }),
      (failed: { code?: number; stdout?: string; stderr?: string }) => ({
        code: failed.code ?? -1,
        stdout: failed.stdout ?? '',
        stderr: failed.stderr ?? '',
      }),
    );
  const jsonLines = (stdout: string) =>
    stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('previews, confirms once (the second confirm sends nothing and prints the same lines), and refuses bad periods', async () => {
    const preview = await cli(['--period', period.id]);
    expect(preview.code).toBe(0);
    expect(jsonLines(preview.stdout)).toEqual([
      { agentId: 1001, amountCents: 4_200, status: 'due' },
      { agentId: 1002, amountCents: 900, status: 'below-minimum' },
      { agentId: 1003, amountCents: 3_000, status: 'held', reason: 'no-payout-profile' },
    ]);

    const confirmed = await cli(['--period', period.id, '--confirm']);
    expect(confirmed.code).toBe(0);
    const lines = jsonLines(confirmed.stdout);
    expect(lines).toEqual([
      { agentId: 1001, amountCents: 4_200, status: 'sent', batchId: expect.any(String) },
      { agentId: 1002, amountCents: 900, status: 'carried-over' },
      { agentId: 1003, amountCents: 3_000, status: 'held', reason: 'no-payout-profile' },
    ]);

    const again = await cli(['--period', period.id, '--confirm']);
    expect(again.code).toBe(0);
    expect(jsonLines(again.stdout)).toEqual(lines);

    const bad = await cli(['--period', '2026-11-3']);
    expect(bad.code).not.toBe(0);
    expect(jsonLines(bad.stdout)).toEqual([
      { error: { code: 'INVALID_PAY_PERIOD', message: expect.stringContaining('2026-11-3') } },
    ]);
    const running = await cli(['--period', payPeriodAt(new Date()).id, '--confirm']);
    expect(running.code).not.toBe(0);
    expect(jsonLines(running.stdout)[0]).toMatchObject({ error: { code: 'PAY_PERIOD_NOT_OVER' } });
    const usage = await cli([]);
    expect(usage.code).not.toBe(0);
    expect(jsonLines(usage.stdout)[0]).toHaveProperty('error');

    // One batch, one item, sent to the (emulated) provider, debited once.
    const database = await open();
    try {
      const batches = await database.db
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.runKey, period.id));
      expect(batches).toMatchObject([{ method: 'paypal', status: 'sent', totalCents: 4_200 }]);
      expect(lines[0]?.batchId).toBe(batches[0]?.id);
      expect(
        await database.db
          .select()
          .from(payoutItems)
          .where(eq(payoutItems.batchId, batches[0]?.id ?? '')),
      ).toHaveLength(1);
      expect(await earningsState(database.db, 1001)).toEqual({ balance: 0, sum: 0 });
    } finally {
      await database.close();
    }
  }, 240_000);
});
