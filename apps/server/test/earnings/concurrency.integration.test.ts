import { randomUUID } from 'node:crypto';
import { advisorEarnings, advisors, creditUsage, earningsLedger } from '@app/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giveVerifiedLine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import { grantMinutes, insertCustomer, useStaffTestApp } from '../helpers/staff.ts';

// Random concurrent mixes of what changes advisors' earnings besides payouts (whose mixes are in
// test/payouts): calls of several customers to the same advisors settling at once, replayed
// dial-completes, and staff adjustments (some replayed, some clawbacks beyond the balance). On PostgreSQL
// (CI) the operations of a batch really run at the same time, each in its own connection.
const { t, asAdmin } = useStaffTestApp();
const line = twilioWebhooks(t);
const AGENTS = [1010, 1011, 1012];

type Op =
  | { kind: 'call'; agent: number; seconds: number; replay: boolean }
  | { kind: 'adjust'; agent: number; cents: number; replay: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('call' as const),
    agent: fc.constantFrom(...AGENTS),
    seconds: fc.integer({ min: 0, max: 600 }),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    agent: fc.constantFrom(...AGENTS),
    cents: fc.integer({ min: -3_000, max: 3_000 }).filter((cents) => cents !== 0),
    replay: fc.boolean(),
  }),
);

/** Dials and hangs up; the advisor may be busy with another call of the batch (then nothing is billed). */
async function call(step: Extract<Op, { kind: 'call' }>, from: string): Promise<void> {
  const callSid = newCallSid();
  const dial = await line.dial(from, callSid, step.agent);
  if (!dial.body.includes('<Dial')) return;
  await Promise.all((step.replay ? [1, 2] : [1]).map(() => line.dialComplete(callSid, step.seconds)));
}

async function adjust(step: Extract<Op, { kind: 'adjust' }>): Promise<number[]> {
  const body = {
    amountCents: step.cents,
    reason: step.cents > 0 ? 'bonus' : 'clawback',
    note: 'property test',
    requestId: randomUUID(),
  };
  const url = `/api/staff/advisors/${step.agent}/earnings/adjustments`;
  const answers = await Promise.all((step.replay ? [1, 2] : [1]).map(() => asAdmin.post(url, body)));
  return answers.map((answer) => answer.statusCode);
}

describe('advisors’ earnings under concurrent settlements and adjustments', () => {
  it('keep balance = sum of entries ≥ 0, every call earned once at its rate, every request adjusted once', async () => {
    await t.db.update(advisors).set({ payoutCentsPerMinute: 35 }).where(inArray(advisors.agentId, AGENTS));
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 8 }), async (batch) => {
        await t.db
          .update(advisors)
          .set({ signedIn: true, onACall: false })
          .where(inArray(advisors.agentId, AGENTS));
        const callers = await Promise.all(
          batch.map(async () => {
            const customerId = await insertCustomer(t.db);
            await grantMinutes(t.db, customerId, 30);
            return giveVerifiedLine(t.db, customerId);
          }),
        );
        const answers = await Promise.all(
          batch.map((step, index) =>
            step.kind === 'call' ? call(step, callers[index] as string).then(() => []) : adjust(step),
          ),
        );
        // An adjustment is applied (200) or refused because it would go below zero (409); nothing else.
        for (const code of answers.flat()) expect([200, 409]).toContain(code);

        for (const agentId of AGENTS) {
          const [balance] = await t.db
            .select({ cents: advisorEarnings.balanceCents })
            .from(advisorEarnings)
            .where(eq(advisorEarnings.agentId, agentId));
          const [sum] = await t.db
            .select({ total: sql<string>`coalesce(sum(${earningsLedger.deltaCents}), 0)` })
            .from(earningsLedger)
            .where(eq(earningsLedger.agentId, agentId));
          expect(balance?.cents ?? 0).toBe(Number(sum?.total ?? 0));
          expect(balance?.cents ?? 0).toBeGreaterThanOrEqual(0);
          // The running balance each entry recorded is the sum of the entries up to it.
          const drift = await t.db.execute(sql`
            select count(*)::int as n from (
              select balance_after_cents, sum(delta_cents) over (order by id) as running
              from earnings_ledger where agent_id = ${agentId}
            ) entries where balance_after_cents <> running`);
          expect((drift as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
        }
        // Every billed call is earned exactly once, at the rate stored with it.
        const unearned = await t.db
          .select({ callSid: creditUsage.callSid })
          .from(creditUsage)
          .leftJoin(
            earningsLedger,
            and(
              eq(earningsLedger.reference, creditUsage.callSid),
              eq(earningsLedger.kind, 'call'),
              eq(earningsLedger.agentId, creditUsage.advisorAgentId),
              sql`${earningsLedger.deltaCents} = ${creditUsage.minutesUsed} * ${creditUsage.payoutCentsPerMinute}`,
            ),
          )
          .where(and(sql`${creditUsage.minutesUsed} > 0`, sql`${earningsLedger.id} is null`));
        expect(unearned).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
