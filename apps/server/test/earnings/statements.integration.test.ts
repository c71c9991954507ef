import { advisors, customers } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { buyerWithALine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import {
  insertPayoutItem,
  into,
  ledgerFacts,
  recentPeriods,
  writePastEntries,
} from './statement-fixtures.ts';

/** Calls settled through the phone line. */
const CALLER = 1001;
/** Past periods written straight to the ledger. */
const HISTORY = 1002;

const t = useTestApp();
let caller: SignedInLogin;
let history: SignedInLogin;
const { current, previous, earlier } = recentPeriods();

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

beforeAll(async () => {
  caller = await signedInAdvisor(t.app, t.db, CALLER);
  history = await signedInAdvisor(t.app, t.db, HISTORY);
  // Two periods ago: a bonus. Last period: a payout that landed, one that came back, and its return.
  const paid = await insertPayoutItem(t.db, {
    agentId: HISTORY,
    amountCents: 4000,
    method: 'paypal',
    status: 'paid',
    createdAt: into(previous, 10),
    settledAt: into(previous, 30),
  });
  const returned = await insertPayoutItem(t.db, {
    agentId: HISTORY,
    amountCents: 500,
    method: 'interac',
    status: 'returned',
    createdAt: into(previous, 40),
  });
  await writePastEntries(t.db, HISTORY, [
    {
      at: into(earlier, 20),
      kind: 'adjustment',
      deltaCents: 5000,
      reason: 'bonus',
      note: 'Top of the month',
    },
    { at: into(previous, 10), kind: 'payout', deltaCents: -4000, itemId: paid },
    { at: into(previous, 40), kind: 'payout', deltaCents: -500, itemId: returned },
    { at: into(previous, 60), kind: 'payout_return', deltaCents: 500, itemId: returned },
  ]);
}, 60_000);

beforeEach(async () => {
  await t.db.update(advisors).set({ signedIn: true, onACall: false });
});

describe("the advisor's statements", () => {
  it('shows calls settled through the phone line, each at the rate it was settled at', async () => {
    const setRate = (cents: number) =>
      t.db.update(advisors).set({ payoutCentsPerMinute: cents }).where(eq(advisors.agentId, CALLER));
    const { who, from } = await buyerWithALine(t.app, t.db);
    await t.db.update(customers).set({ name: 'Marie Tremblay' }).where(eq(customers.id, who.id));
    const phone = twilioWebhooks(t.app);
    await setRate(125);
    const first = newCallSid();
    await phone.dial(from, first, CALLER);
    expect((await phone.dialComplete(first, 125)).statusCode).toBe(200);
    await setRate(90);
    const second = newCallSid();
    await phone.dial(from, second, CALLER);
    expect((await phone.dialComplete(second, 61)).statusCode).toBe(200);

    const res = await get(`/api/advisor/earnings/statements/${current.id}`, caller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const statement = res.json();
    expect(statement.calls).toHaveLength(2);
    expect(statement.calls[0]).toMatchObject({
      durationSeconds: 125,
      minutesBilled: 3,
      rateCents: 125,
      amountCents: 375,
      customer: 'Marie T.',
    });
    expect(statement.calls[1]).toMatchObject({
      durationSeconds: 61,
      minutesBilled: 2,
      rateCents: 90,
      amountCents: 180,
    });
    expect(statement.totals).toMatchObject({ calls: 2, minutes: 5, callsCents: 555 });
    expect(statement.closingBalanceCents).toBe(statement.openingBalanceCents + 555);
    const facts = await ledgerFacts(t.db, CALLER, current);
    expect(statement.closingBalanceCents).toBe(facts.lastBalanceAfterCents);
    expect(res.body).not.toContain(who.email);
    expect(res.body).not.toContain(from.slice(2));
    expect(res.body).not.toContain('Tremblay');

    // A later change of rate rewrites nothing; the overview has the balance and this period.
    await setRate(10);
    const again = (await get(`/api/advisor/earnings/statements/${current.id}`, caller.cookie)).json();
    expect(again.calls.map((call: { rateCents: number }) => call.rateCents)).toEqual([125, 90]);
    const overview = (await get('/api/advisor/earnings', caller.cookie)).json();
    expect(overview).toMatchObject({
      agentId: CALLER,
      balanceCents: statement.closingBalanceCents,
      currentPeriod: { id: current.id },
      payouts: [],
    });
    expect(overview.periods[0].id).toBe(current.id);
  });

  it('carries each closing balance over as the next opening balance, payouts and returns on their own lines', async () => {
    const statementOf = async (id: string) => {
      const res = await get(`/api/advisor/earnings/statements/${id}`, history.cookie);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const first = await statementOf(earlier.id);
    expect(first).toMatchObject({
      agentId: HISTORY,
      complete: true,
      openingBalanceCents: 0,
      closingBalanceCents: 5000,
    });
    expect(first.adjustments).toEqual([
      expect.objectContaining({
        reason: 'bonus',
        note: 'Top of the month',
        amountCents: 5000,
        balanceAfterCents: 5000,
      }),
    ]);

    const second = await statementOf(previous.id);
    expect(second.openingBalanceCents).toBe(first.closingBalanceCents);
    expect(
      second.payouts.map((p: Record<string, unknown>) => [p.kind, p.amountCents, p.method, p.status]),
    ).toEqual([
      ['payout', -4000, 'paypal', 'paid'],
      ['payout', -500, 'interac', 'returned'],
      ['payout_return', 500, 'interac', 'returned'],
    ]);
    expect(second.totals.payoutsCents).toBe(-4000);
    expect(second.closingBalanceCents).toBe(1000);
    expect(second.closingBalanceCents).toBe(
      (await ledgerFacts(t.db, HISTORY, previous)).lastBalanceAfterCents,
    );

    const third = await statementOf(current.id);
    expect(third).toMatchObject({
      openingBalanceCents: 1000,
      closingBalanceCents: 1000,
      complete: false,
      calls: [],
    });

    const overview = (await get('/api/advisor/earnings', history.cookie)).json();
    expect(overview.balanceCents).toBe(1000);
    expect(overview.periods.map((p: { id: string }) => p.id)).toEqual([current.id, previous.id, earlier.id]);
    expect(overview.payouts.map((p: { status: string }) => p.status)).toEqual(['returned', 'paid']);
  });

  it('sums the year by month and quarter, counting as paid out only what landed', async () => {
    const year = Number(current.firstDay.slice(0, 4));
    const res = await get(`/api/advisor/earnings/annual/${year}`, history.cookie);
    expect(res.statusCode).toBe(200);
    const annual = res.json();
    expect(annual).toMatchObject({ agentId: HISTORY, year, complete: false });
    expect(annual.months).toHaveLength(12);
    expect(annual.quarters).toHaveLength(4);
    if (Number(earlier.firstDay.slice(0, 4)) === year) {
      expect(annual.totals).toMatchObject({ adjustmentsCents: 5000, earnedCents: 5000, paidOutCents: 4000 });
      expect(annual.closingBalanceCents).toBe(annual.openingBalanceCents + 5000 - 4000);
    }
  });

  it('gives the statement and the year as CSV files, headers in the language asked for', async () => {
    const en = await get(`/api/advisor/earnings/statements/${previous.id}/csv`, history.cookie, {
      'accept-language': 'en-CA',
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe(
      `attachment; filename="statement-${HISTORY}-${previous.id}.csv"`,
    );
    expect(en.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = en.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Date (Toronto)","Type","Description","Duration (s)","Minutes billed","Rate (¢/min)","Amount (CAD)","Balance (CAD)"',
    );
    expect(rows[1]).toBe(`"${previous.firstDay} 00:00:00","Opening balance","","","","","","50.00"`);
    expect(rows[2]).toMatch(/^"[\d-]+ [\d:]+","Payout","PayPal · Paid","","","","-40.00","10.00"$/);
    expect(rows[4]).toMatch(/"Payout returned","Interac e-Transfer · Returned","","","","5.00","10.00"$/);
    expect(rows.at(-1)).toBe(`"${previous.lastDay} 23:59:59","Closing balance","","","","","","10.00"`);

    // The console's language travels in the address, whatever the browser says.
    const fr = await get(`/api/advisor/earnings/statements/${previous.id}/csv?lang=fr`, history.cookie, {
      'accept-language': 'en-CA',
    });
    expect(fr.headers['content-disposition']).toBe(
      `attachment; filename="releve-${HISTORY}-${previous.id}.csv"`,
    );
    const frRows = fr.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(frRows[0]).toBe(
      '"Date (heure de Toronto)","Nature","Détail","Durée (s)","Minutes facturées","Tarif (¢/min)","Montant (CAD)","Solde (CAD)"',
    );
    expect(frRows[2]).toContain('"Versement","PayPal · Payé"');
    const byHeader = await get(`/api/advisor/earnings/statements/${previous.id}/csv`, history.cookie, {
      'accept-language': 'fr-CA,fr;q=0.9',
    });
    expect(byHeader.body).toBe(fr.body);

    const year = current.firstDay.slice(0, 4);
    const annual = await get(`/api/advisor/earnings/annual/${year}/csv?lang=fr`, history.cookie);
    expect(annual.statusCode).toBe(200);
    expect(annual.headers['content-disposition']).toBe(
      `attachment; filename="revenus-${HISTORY}-${year}.csv"`,
    );
    const annualRows = annual.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(annualRows[0]).toBe(
      '"Période","Appels","Minutes facturées","Gagné par les appels (CAD)","Ajustements (CAD)","Gagné (CAD)","Versé (CAD)"',
    );
    expect(annualRows).toHaveLength(18);
    expect(annualRows[17]).toMatch(new RegExp(`^"Total pour ${year}",`));
  });

  it("reads only the signed-in advisor's own earnings: a forged id in the address changes nothing", async () => {
    const own = (await get(`/api/advisor/earnings/statements/${previous.id}`, caller.cookie)).json();
    for (const url of [
      `/api/advisor/earnings/statements/${previous.id}?agentId=${HISTORY}`,
      `/api/advisor/earnings/statements/${previous.id}?agentId=${HISTORY}&agent_id=${HISTORY}`,
    ]) {
      const res = await get(url, caller.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own);
    }
    expect(own).toMatchObject({ agentId: CALLER, payouts: [] });
    const overview = (await get(`/api/advisor/earnings?agentId=${HISTORY}`, caller.cookie)).json();
    expect(overview.agentId).toBe(CALLER);
    expect(overview.payouts).toEqual([]);
    const csv = await get(
      `/api/advisor/earnings/statements/${previous.id}/csv?agentId=${HISTORY}`,
      caller.cookie,
    );
    expect(csv.headers['content-disposition']).toContain(`statement-${CALLER}-`);
    expect(csv.body).not.toContain('PayPal');
    // There is no route that takes another advisor's id.
    expect((await get(`/api/advisor/${HISTORY}/earnings`, caller.cookie)).statusCode).toBe(404);
  });

  it('refuses visitors, customers and staff on every advisor route', async () => {
    const customer = await signedInCustomer(t.app);
    const staff = await signedInStaff(t.app, t.db, 'admin');
    const year = current.firstDay.slice(0, 4);
    const urls = [
      '/api/advisor/earnings',
      `/api/advisor/earnings/statements/${current.id}`,
      `/api/advisor/earnings/statements/${current.id}/csv`,
      `/api/advisor/earnings/annual/${year}`,
      `/api/advisor/earnings/annual/${year}/csv`,
    ];
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, customer.cookie)).statusCode, url).toBe(403);
      expect((await get(url, staff.cookie)).statusCode, url).toBe(403);
    }
  });

  it('names what is wrong with a period or a year (400)', async () => {
    const nextYear = Number(current.firstDay.slice(0, 4)) + 1;
    const cases: [string, string, RegExp][] = [
      ['/api/advisor/earnings/statements/2026-11-3', 'INVALID_PAY_PERIOD', /not a pay period/],
      ['/api/advisor/earnings/statements/2026-13-1', 'INVALID_PAY_PERIOD', /YYYY-MM-1/],
      ['/api/advisor/earnings/statements/november/csv', 'INVALID_PAY_PERIOD', /not a pay period/],
      [`/api/advisor/earnings/statements/${nextYear}-01-1`, 'INVALID_PAY_PERIOD', /has not begun/],
      ['/api/advisor/earnings/annual/26', 'INVALID_YEAR', /four digits/],
      ['/api/advisor/earnings/annual/1999', 'INVALID_YEAR', /from 2000/],
      [`/api/advisor/earnings/annual/${nextYear}/csv`, 'INVALID_YEAR', /from 2000/],
    ];
    for (const [url, code, message] of cases) {
      const res = await get(url, caller.cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe(code);
      expect(res.json().error.message, url).toMatch(message);
    }
  });
});
