import { payoutBatches, payoutItems } from '@app/db/schema';
import { payPeriodAt, previousPayPeriod } from '@app/shared/rules/earnings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonLines, openDataDir, runCli, useSeededDataDir } from '../helpers/cli.ts';
import { earnAt, earningsState, giveProfile, insidePeriod } from './payout-fixtures.ts';

/** Two periods back: ended, and older than anything the seed earned. */
const period = previousPayPeriod(previousPayPeriod(payPeriodAt(new Date())));

describe('npm run payouts:run', () => {
  const dataDir = useSeededDataDir('payouts-cli-', async (db) => {
    const at = insidePeriod(period);
    await earnAt(db, 1001, 4_200, at);
    await earnAt(db, 1002, 900, at);
    await earnAt(db, 1003, 3_000, at);
    await giveProfile(db, 1001);
    await giveProfile(db, 1002);
  });
  const cli = (args: string[]) =>
    runCli('apps/server/src/modules/payouts/run-cli.ts', args, {
      env: { DATA_DIR: dataDir.path, STATUS_SIMULATOR: '0' },
      timeout: 60_000,
    });

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
    const database = await openDataDir(dataDir.path);
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
