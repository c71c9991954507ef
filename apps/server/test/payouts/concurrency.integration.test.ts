import { advisorEarnings, advisors, earningsLedger, payoutBatches, payoutItems } from '@app/db/schema';
import {
  type PayPeriod,
  payPeriodAt,
  previousPayPeriod,
  RETURNED_ITEM_STATUSES,
} from '@app/shared/rules/earnings';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { giveVerifiedLine, newCallSid, usePaymentsTestApp } from '../helpers/payments.ts';
import { grantMinutes, insertCustomer, staffApi } from '../helpers/staff.ts';
import { earningsState, owedInPeriod, setPayoutOutcome } from './payout-fixtures.ts';

// Races of payout runs with everything else that moves an advisor's earnings. On PostgreSQL (CI sets
// TEST_DATABASE_URL) they run on a pool of connections and meet real row locks; on PGlite, one by one.
const { t, phone } = usePaymentsTestApp();

let periodsUsed = 0;
/** A pay period no other test of this file has confirmed: each one further back. */
function freshPeriod(): PayPeriod {
  periodsUsed += 1;
  let period = payPeriodAt(new Date());
  for (let i = 0; i < periodsUsed + 20; i += 1) period = previousPayPeriod(period);
  return period;
}

const AGENTS = [1006, 1007, 1008, 1009] as const;
/** Calls connected and talked through (billed): each must earn once. */
const talkedCalls: string[] = [];
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Balance = sum of entries ≥ 0; each call earned once; each item debited once, credited back once iff it came back. */
async function checkInvariants(agentIds: readonly number[]) {
  const db = t.db;
  for (const agentId of agentIds) {
    const { balance, sum } = await earningsState(db, agentId);
    expect(balance).toBe(sum);
    expect(balance).toBeGreaterThanOrEqual(0);
  }
  const entries = await db
    .select()
    .from(earningsLedger)
    .where(inArray(earningsLedger.agentId, [...agentIds]));
  const calls = entries.filter((entry) => entry.kind === 'call').map((entry) => entry.reference);
  expect(new Set(calls).size).toBe(calls.length);
  const items = await db
    .select()
    .from(payoutItems)
    .where(inArray(payoutItems.agentId, [...agentIds]));
  for (const item of items) {
    const debits = entries.filter((entry) => entry.kind === 'payout' && entry.reference === item.id);
    const returns = entries.filter((entry) => entry.kind === 'payout_return' && entry.reference === item.id);
    expect(debits.map((entry) => entry.deltaCents)).toEqual([-item.amountCents]);
    expect(returns.map((entry) => entry.deltaCents)).toEqual(
      RETURNED_ITEM_STATUSES.includes(item.status) ? [item.amountCents] : [],
    );
  }
  // Every call that was talked through earned its advisor exactly once.
  for (const callSid of talkedCalls)
    expect(calls.filter((reference) => reference === callSid)).toHaveLength(1);
}

describe('payout runs under concurrency', () => {
  it('concurrent confirms of one period create one run and one batch per method, and debit once', async () => {
    const period = freshPeriod();
    for (const agentId of [1001, 1002]) {
      await owedInPeriod(t.db, agentId, 5_000, period, agentId === 1002 ? { method: 'interac' } : {});
    }
    const before = { a: await earningsState(t.db, 1001), b: await earningsState(t.db, 1002) };
    const admin = staffApi(t, await signedInStaff(t.app, t.db, 'admin'));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.post(`/api/staff/payouts/runs/${period.id}/confirm`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().created)).toHaveLength(1);
    const lines = answers.map((answer) => answer.json().lines);
    for (const other of lines) expect(other).toEqual(lines[0]);
    const batches = await t.db.select().from(payoutBatches).where(eq(payoutBatches.runKey, period.id));
    expect(batches.map((batch) => batch.method).sort()).toEqual(['interac', 'paypal']);
    expect(await earningsState(t.db, 1001)).toEqual({
      balance: before.a.balance - 5_000,
      sum: before.a.sum - 5_000,
    });
    expect(await earningsState(t.db, 1002)).toEqual({
      balance: before.b.balance - 5_000,
      sum: before.b.sum - 5_000,
    });
    await checkInvariants([1001, 1002]);
  }, 60_000);

  type Op =
    | { kind: 'call'; agent: number; seconds: number }
    | { kind: 'confirm' }
    | { kind: 'instant'; agent: number }
    | { kind: 'outcome'; pick: number; outcome: 'success' | 'failed' | 'returned' | 'pending' }
    | { kind: 'reconcile' };

  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('call' as const),
      agent: fc.constantFrom(...AGENTS),
      seconds: fc.integer({ min: 0, max: 600 }),
    }),
    fc.record({ kind: fc.constant('confirm' as const) }),
    fc.record({ kind: fc.constant('instant' as const), agent: fc.constantFrom(...AGENTS) }),
    fc.record({
      kind: fc.constant('outcome' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom(
        'success' as const,
        'failed' as const,
        'returned' as const,
        'pending' as const,
      ),
    }),
    fc.record({ kind: fc.constant('reconcile' as const) }),
  );

  it('property: settlements, confirms, instant payouts and reconciliations at once keep the books', async () => {
    const admin = staffApi(t, await signedInStaff(t.app, t.db, 'admin'));
    const logins = new Map<number, string>();
    for (const agentId of AGENTS) logins.set(agentId, (await signedInAdvisor(t.app, t.db, agentId)).cookie);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        async (batches) => {
          const db = t.db;
          const period = freshPeriod();
          await db
            .update(advisors)
            .set({ signedIn: true, onACall: false })
            .where(inArray(advisors.agentId, [...AGENTS]));
          for (const agentId of AGENTS) {
            await owedInPeriod(
              db,
              agentId,
              2_000 + (agentId % 4) * 700,
              period,
              agentId % 2 === 0 ? {} : { method: 'interac' },
            );
          }
          const customerId = await insertCustomer(db);
          await grantMinutes(db, customerId, 200);
          const from = await giveVerifiedLine(db, customerId);
          const perform = async (step: Op): Promise<number[]> => {
            switch (step.kind) {
              case 'call': {
                const callSid = newCallSid();
                const dial = await phone.dial(from, callSid, step.agent);
                if (!dial.body.includes('<Dial')) return [dial.statusCode];
                const done = await phone.dialComplete(callSid, step.seconds);
                if (done.statusCode === 200 && step.seconds > 0) talkedCalls.push(callSid);
                return [dial.statusCode, done.statusCode];
              }
              case 'confirm':
                return [(await admin.post(`/api/staff/payouts/runs/${period.id}/confirm`)).statusCode];
              case 'instant': {
                const res = await t.app.inject({
                  method: 'POST',
                  url: '/api/advisor/payouts/instant',
                  headers: { origin: 'http://localhost:3000', cookie: logins.get(step.agent) ?? '' },
                });
                return [res.statusCode === 409 ? 200 : res.statusCode];
              }
              case 'outcome': {
                const items = await db
                  .select()
                  .from(payoutItems)
                  .where(inArray(payoutItems.agentId, [...AGENTS]));
                const chosen = items[step.pick % Math.max(1, items.length)];
                if (chosen) await setPayoutOutcome(t.app, chosen.method, chosen.id, step.outcome);
                return [200];
              }
              case 'reconcile':
                await t.app.reconciliation.run(later(5));
                return [200];
            }
          };
          for (const batch of batches) {
            const statuses = (await Promise.all(batch.map(perform))).flat();
            for (const status of statuses) expect(status).toBeLessThan(500);
            await checkInvariants(AGENTS);
          }
          await t.app.reconciliation.run(later(30));
          await checkInvariants(AGENTS);
          const rows = await db
            .select()
            .from(advisorEarnings)
            .where(inArray(advisorEarnings.agentId, [...AGENTS]));
          expect(rows.every((row) => row.balanceCents >= 0)).toBe(true);
        },
      ),
      {
        numRuns: 6,
        examples: [
          [
            [
              [
                { kind: 'call', agent: 1006, seconds: 240 },
                { kind: 'confirm' },
                { kind: 'confirm' },
                { kind: 'instant', agent: 1007 },
              ],
              [
                { kind: 'outcome', pick: 0, outcome: 'failed' },
                { kind: 'call', agent: 1006, seconds: 60 },
              ],
              [{ kind: 'reconcile' }, { kind: 'reconcile' }],
            ],
          ],
        ],
      },
    );
    // The mixes did what they are for: calls were billed and items paid out.
    expect(talkedCalls.length).toBeGreaterThan(0);
    expect(
      await t.db
        .select()
        .from(payoutItems)
        .where(inArray(payoutItems.agentId, [...AGENTS])),
    ).not.toHaveLength(0);
  }, 300_000);
});
