import { payoutItems } from '@app/db/schema';
import { payPeriodAt, previousPayPeriod } from '@app/shared/rules/earnings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, testConfig, useTestApp } from '../helpers/build-test-app.ts';
import { staffApi } from '../helpers/staff.ts';
import { earningsState, owedInPeriod, queuedMessages, setPayoutOutcome } from './payout-fixtures.ts';

// The demo's "ask the provider now": an emulated outcome is settled at once, not at the next pass's minute.
const t = useTestApp();

describe('POST /api/dev/payouts/reconcile', () => {
  it('settles what the emulators report now, once, whatever the pass’s claim window', async () => {
    const period = previousPayPeriod(payPeriodAt(new Date()));
    for (const agentId of [1003, 1004]) {
      // 1004 confirmed their payout details on a French page: their notices are in French.
      await owedInPeriod(t.db, agentId, 4_000, period, { language: agentId === 1004 ? 'fr' : 'en' });
    }
    const admin = staffApi(t, await signedInStaff(t.app, t.db, 'admin'));
    expect((await admin.post(`/api/staff/payouts/runs/${period.id}/confirm`)).statusCode).toBe(200);
    const [paid] = await t.db.select().from(payoutItems).where(eq(payoutItems.agentId, 1003));
    const [failed] = await t.db.select().from(payoutItems).where(eq(payoutItems.agentId, 1004));
    await setPayoutOutcome(t.app, 'paypal', paid?.id ?? '', 'success');
    await setPayoutOutcome(t.app, 'paypal', failed?.id ?? '', 'failed');

    const first = await t.app.inject({ method: 'POST', url: '/api/dev/payouts/reconcile' });
    expect(first.json()).toMatchObject({ paid: 1, returned: 1, errors: 0 });
    const again = await t.app.inject({ method: 'POST', url: '/api/dev/payouts/reconcile' });
    expect(again.json()).toMatchObject({ paid: 0, returned: 0 });
    expect(await earningsState(t.db, 1003)).toEqual({ balance: 0, sum: 0 });
    expect(await earningsState(t.db, 1004)).toEqual({ balance: 4_000, sum: 4_000 });
    const told = async (itemId: string) =>
      (await queuedMessages(t.db, 'payout-')).filter(
        (message) => message.key.includes(itemId) && message.channel === 'sms',
      );
    expect((await told(paid?.id ?? '')).map((message) => message.body)).toEqual(
      expect.arrayContaining([expect.stringContaining('was sent by'), expect.stringContaining('landed')]),
    );
    expect((await told(failed?.id ?? '')).map((message) => message.body)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('a été envoyé'),
        expect.stringContaining('n’a pas abouti'),
      ]),
    );
  });

  it('does not exist without the demo’s tools', async () => {
    const production = await buildTestApp(testConfig({ devTools: false }));
    try {
      const res = await production.app.inject({ method: 'POST', url: '/api/dev/payouts/reconcile' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
