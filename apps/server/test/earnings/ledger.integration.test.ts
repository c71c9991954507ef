import { randomUUID } from 'node:crypto';
import { advisorEarnings, advisors, creditLedger, earningsLedger } from '@app/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { earningsSum } from '../../src/modules/earnings/ledger.ts';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { ORIGIN } from '../helpers/customers.ts';
import { giveVerifiedLine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import { auditRowsOf, grantMinutes, insertCustomer, staffApi, useStaffTestApp } from '../helpers/staff.ts';

// The advisors' earnings ledger: what settled calls earn, and what staff add or take, through the real
// app (the phone line's webhooks, the back office's API) on a fresh database.
const { t, admin, asAdmin, asSupport } = useStaffTestApp();
const line = twilioWebhooks(t);

async function entriesOf(agentId: number) {
  return t.db
    .select()
    .from(earningsLedger)
    .where(eq(earningsLedger.agentId, agentId))
    .orderBy(asc(earningsLedger.id));
}

async function balanceOf(agentId: number): Promise<number> {
  const [row] = await t.db
    .select({ cents: advisorEarnings.balanceCents })
    .from(advisorEarnings)
    .where(eq(advisorEarnings.agentId, agentId));
  return row?.cents ?? 0;
}

/** A customer with minutes and a verified line, who calls `agentId` for `seconds`. */
async function settledCall(agentId: number, seconds: number, minutes = 60) {
  const customerId = await insertCustomer(t.db);
  await grantMinutes(t.db, customerId, minutes);
  const from = await giveVerifiedLine(t.db, customerId);
  await t.db.update(advisors).set({ signedIn: true, onACall: false }).where(eq(advisors.agentId, agentId));
  const callSid = newCallSid();
  const dial = await line.dial(from, callSid, agentId);
  expect(dial.body).toContain('<Dial');
  const done = await line.dialComplete(callSid, seconds);
  expect(done.statusCode).toBe(200);
  return { callSid, customerId };
}

const setRate = (agentId: number, cents: number | null) =>
  t.db.update(advisors).set({ payoutCentsPerMinute: cents }).where(eq(advisors.agentId, agentId));

describe('what settled calls earn', () => {
  it('earns each billed minute at the rate the call was settled at, once, whatever replays', async () => {
    await setRate(1002, 45);
    const first = await settledCall(1002, 125); // 3 minutes billed
    await setRate(1002, 50);
    const second = await settledCall(1002, 60); // 1 minute billed
    // Twilio delivers the first call's dial-complete again: nothing more is earned.
    await line.dialComplete(first.callSid, 125);

    const entries = await entriesOf(1002);
    expect(
      entries.map((row) => [row.kind, row.reference, row.minutes, row.rateCents, row.deltaCents]),
    ).toEqual([
      ['call', first.callSid, 3, 45, 135],
      ['call', second.callSid, 1, 50, 50],
    ]);
    expect(entries.at(-1)?.balanceAfterCents).toBe(185);
    expect(await balanceOf(1002)).toBe(185);
    expect(await earningsSum(t.db, 1002)).toBe(185);
  });

  it('keeps what a dropped call earned: the minute the customer is given back is the company’s cost', async () => {
    await setRate(1003, 40);
    const dropped = await settledCall(1003, 20);
    const given = await t.db
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.customerId, dropped.customerId), eq(creditLedger.reference, dropped.callSid)),
      );
    expect(given).toEqual(
      expect.arrayContaining([
        { kind: 'call_usage', delta: -1 },
        { kind: 'dropped_call_credit', delta: 1 },
      ]),
    );
    expect((await entriesOf(1003)).map((row) => row.deltaCents)).toEqual([40]);
  });

  it('earns nothing for a call that never connected or at a zero rate', async () => {
    await setRate(1004, 0);
    await settledCall(1004, 300);
    await setRate(1004, 60);
    await settledCall(1004, 0);
    expect(await entriesOf(1004)).toEqual([]);
  });

  it('refuses to rewrite or remove an entry: the ledger is append-only', async () => {
    await setRate(1005, 30);
    await settledCall(1005, 61);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update earnings_ledger set delta_cents = 1 where agent_id = 1005`)).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(sql`delete from earnings_ledger where agent_id = 1005`)).toMatch(
      /append-only: DELETE/,
    );
    expect(await earningsSum(t.db, 1005)).toBe(60);
  });
});

describe('staff adjustments of an advisor’s earnings', () => {
  const adjust = (api: ReturnType<typeof staffApi>, agentId: number, body: Record<string, unknown>) =>
    api.post(`/api/staff/advisors/${agentId}/earnings/adjustments`, {
      amountCents: 1_000,
      reason: 'bonus',
      note: 'Holiday bonus',
      requestId: randomUUID(),
      ...body,
    });

  it('adds a bonus once per request, with its audit row in the same change', async () => {
    const requestId = randomUUID();
    const first = await adjust(asAdmin, 1006, { requestId, amountCents: 2_500 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, balanceCents: 2_500 });
    const again = await adjust(asAdmin, 1006, { requestId, amountCents: 2_500 });
    expect(again.json()).toEqual({ ...first.json(), applied: false });

    const entries = await entriesOf(1006);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'adjustment',
      reason: 'bonus',
      note: 'Holiday bonus',
      deltaCents: 2_500,
    });
    const audit = await auditRowsOf(t.db, 'advisor:1006');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'earnings.adjust',
      reason: 'Holiday bonus',
      before: { balanceCents: 0 },
      after: { balanceCents: 2_500, amountCents: 2_500, reason: 'bonus', entryId: entries[0]?.id },
    });
  });

  it('refuses a clawback beyond the balance unless an admin overrides it, and says so in the audit', async () => {
    await adjust(asAdmin, 1007, { amountCents: 1_000 });
    const refused = await adjust(asAdmin, 1007, {
      amountCents: -1_500,
      reason: 'clawback',
      note: 'Misconduct',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('EARNINGS_BELOW_ZERO');
    expect(await balanceOf(1007)).toBe(1_000);

    const overridden = await adjust(asAdmin, 1007, {
      amountCents: -1_500,
      reason: 'clawback',
      note: 'Misconduct, confirmed',
      overrideNegative: true,
    });
    expect(overridden.json()).toMatchObject({ applied: true, balanceCents: -500 });
    const [row] = (await entriesOf(1007)).slice(-1);
    expect(row).toMatchObject({ overrideNegative: true, balanceAfterCents: -500 });
    expect((await auditRowsOf(t.db, 'advisor:1007'))[0]?.after).toMatchObject({ overrideNegative: true });
    expect(await earningsSum(t.db, 1007)).toBe(-500);
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amountCents: 0 }, /other than \$0\.00/],
      [{ amountCents: 10.5 }, /whole cents/],
      [{ amountCents: 1_000_001 }, /At most \$10,000\.00/],
      [{ reason: 'tip' }, /reason/],
      [{ note: '   ' }, /note/i],
      [{ requestId: 'not-a-uuid' }, /requestId/],
      [{ extra: true }, /extra/],
    ];
    for (const [body, message] of cases) {
      const res = await adjust(asAdmin, 1008, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/staff/advisors/1008/earnings/adjustments',
      headers: { origin: ORIGIN, cookie: admin.cookie, 'accept-language': 'fr-CA' },
      payload: { amountCents: 0, reason: 'bonus', note: 'x', requestId: randomUUID() },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error.message).toMatch(/autre que 0,00/);
    expect(await entriesOf(1008)).toEqual([]);
    expect(await auditRowsOf(t.db, 'advisor:1008')).toEqual([]);
  });

  it('answers 404 for an advisor that does not exist', async () => {
    const res = await adjust(asAdmin, 9999, {});
    expect(res.statusCode).toBe(404);
  });

  it('is admin’s only: support, advisors and visitors change nothing', async () => {
    expect((await adjust(asSupport, 1009, {})).statusCode).toBe(403);
    const advisor = await signedInAdvisor(t.app, t.db, 1009);
    expect((await adjust(staffApi(t, advisor), 1009, {})).statusCode).toBe(403);
    expect((await adjust(staffApi(t, ''), 1009, {})).statusCode).toBe(401);
    expect(await entriesOf(1009)).toEqual([]);
  });
});
