import { advisors, customers } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { buyerWithALine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';

const AGENT = 1001;
const OTHER = 1002;

describe('advisor console API', () => {
  let testApp: TestApp;
  let advisor: SignedInLogin;

  beforeAll(async () => {
    testApp = await buildTestApp();
    advisor = await signedInAdvisor(testApp.app, testApp.database.db, AGENT);
  });
  afterAll(() => testApp.close());

  const get = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const putStatus = (agentId: number, body: unknown, cookie?: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/advisor/${agentId}/status`,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: body as object,
    });
  const feedRecord = async (agentId: number) => {
    const res = await get('/.netlify/functions/fetch-psychicstatus-json');
    return (res.json() as { agentId: number; signedIn: string }[]).find((row) => row.agentId === agentId);
  };

  it('answers /advisor and /admin by the session: the page for its role, a 404 for the others', async () => {
    const customer = await signedInCustomer(testApp.app);
    const staff = await signedInStaff(testApp.app, testApp.database.db, 'support');
    const page = (url: string, cookie?: string) =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    const cases: [string, string | undefined, number][] = [
      ['/advisor', advisor.cookie, 200],
      ['/advisor', undefined, 200],
      ['/advisor', customer.cookie, 404],
      ['/advisor', staff.cookie, 404],
      ['/admin', staff.cookie, 200],
      ['/admin', advisor.cookie, 404],
      ['/admin/', customer.cookie, 404],
    ];
    for (const [url, cookie, status] of cases) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie === undefined ? 'visitor' : cookie.slice(0, 12)}`).toBe(status);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.headers['content-type']).toContain('text/html');
    }
    // An unknown page and the customer's view of /advisor are the same answer.
    expect((await page('/advisor', customer.cookie)).body).toBe(
      (await page('/no-such-page', customer.cookie)).body,
    );
  });

  it('tells the signed-in advisor login which advisor it is', async () => {
    const me = await get('/api/advisor/me', advisor.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ agentId: AGENT, name: expect.any(String) });
  });

  it('shows the advisor their own console', async () => {
    const res = await get(`/api/advisor/${AGENT}`, advisor.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      agentId: AGENT,
      payoutCentsPerMinute: 60,
      week: { calls: 0 },
      // Amélie: French agrees with her (« Réservée pour votre dernier client »).
      grammaticalGender: 'f',
    });
    expect(body.today).toEqual({ calls: [], totals: { calls: 0, minutes: 0, earningsCents: 0 } });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it("refuses another advisor's id, customers, staff and visitors on every route, changing nothing", async () => {
    const before = await feedRecord(OTHER);
    const customer = await signedInCustomer(testApp.app);
    const staff = await signedInStaff(testApp.app, testApp.database.db, 'admin');
    const paths = (agentId: number) => [
      `/api/advisor/${agentId}`,
      `/api/advisor/${agentId}/calls`,
      `/api/advisor/${agentId}/calls.csv`,
    ];
    for (const url of paths(OTHER)) expect((await get(url, advisor.cookie)).statusCode).toBe(403);
    expect(
      (await putStatus(OTHER, { takingCalls: before?.signedIn !== 'Y' }, advisor.cookie)).statusCode,
    ).toBe(403);
    for (const who of [customer.cookie, staff.cookie]) {
      for (const url of paths(AGENT)) expect((await get(url, who)).statusCode).toBe(403);
      expect((await putStatus(AGENT, { takingCalls: true }, who)).statusCode).toBe(403);
    }
    for (const url of paths(AGENT)) expect((await get(url)).statusCode).toBe(401);
    expect((await putStatus(AGENT, { takingCalls: true })).statusCode).toBe(401);
    expect(await feedRecord(OTHER)).toEqual(before);
  });

  it('refuses bad input with 400', async () => {
    expect((await putStatus(AGENT, { takingCalls: 'yes' }, advisor.cookie)).statusCode).toBe(400);
    expect((await putStatus(AGENT, { takingCalls: true, onACall: true }, advisor.cookie)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/advisor/${AGENT}/calls?month=2026-13`, advisor.cookie)).statusCode).toBe(400);
    expect((await get('/api/advisor/abc', advisor.cookie)).statusCode).toBe(400);
  });

  it("'Taking calls' and 'Offline' go through the status service: the public feed shows them at once", async () => {
    const on = await putStatus(AGENT, { takingCalls: true }, advisor.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ takingCalls: true, onACall: false });
    expect((await feedRecord(AGENT))?.signedIn).toBe('Y');
    const off = await putStatus(AGENT, { takingCalls: false }, advisor.cookie);
    expect(off.json()).toMatchObject({ takingCalls: false, outsideSchedule: false });
    expect((await feedRecord(AGENT))?.signedIn).toBe('N');
  });

  it('an advisor whose login is unlinked is refused at once, and cannot sign in again', async () => {
    const other = await signedInAdvisor(testApp.app, testApp.database.db, OTHER);
    expect((await get(`/api/advisor/${OTHER}`, other.cookie)).statusCode).toBe(200);
    await testApp.database.db.update(advisors).set({ userId: null }).where(eq(advisors.agentId, OTHER));
    expect((await get(`/api/advisor/${OTHER}`, other.cookie)).statusCode).toBe(403);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: other.email, password: 'advisor-password-1' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Your account is inactive. Please contact support.');
  });

  it("a billed call shows on 'Today' with its minutes and earnings at the advisor's rate, and in the month's CSV", async () => {
    await testApp.database.db
      .update(advisors)
      .set({ payoutCentsPerMinute: 125 })
      .where(eq(advisors.agentId, AGENT));
    await putStatus(AGENT, { takingCalls: true }, advisor.cookie);
    const { who, from } = await buyerWithALine(testApp.app, testApp.database.db);
    await testApp.database.db
      .update(customers)
      .set({ name: 'Marie Tremblay' })
      .where(eq(customers.id, who.id));
    const phone = twilioWebhooks(testApp.app);
    const callSid = newCallSid();
    const dialed = await phone.dial(from, callSid, AGENT);
    expect(dialed.body).toContain('<Dial');
    expect((await phone.dialComplete(callSid, 125)).statusCode).toBe(200);

    const console = (await get(`/api/advisor/${AGENT}`, advisor.cookie)).json();
    expect(console.today.calls).toHaveLength(1);
    expect(console.today.calls[0]).toMatchObject({
      durationSeconds: 125,
      minutesBilled: 3,
      payoutCentsPerMinute: 125,
      earningsCents: 375,
      customer: 'Marie T.',
    });
    expect(JSON.stringify(console)).not.toContain(who.email);
    expect(JSON.stringify(console)).not.toContain(from.slice(2));
    expect(console.today.totals).toEqual({ calls: 1, minutes: 3, earningsCents: 375 });
    expect(console.week).toEqual(console.today.totals);
    expect(console.month).toEqual(console.today.totals);

    // A later change of rate does not rewrite what the call earned.
    await testApp.database.db
      .update(advisors)
      .set({ payoutCentsPerMinute: 10 })
      .where(eq(advisors.agentId, AGENT));
    const month = (await get(`/api/advisor/${AGENT}/calls`, advisor.cookie)).json();
    expect(month.totals).toEqual({ calls: 1, minutes: 3, earningsCents: 375 });

    const csv = await get(`/api/advisor/${AGENT}/calls.csv?month=${month.month}`, advisor.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="calls-${AGENT}-${month.month}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Call start (Toronto)","Duration (s)","Minutes billed","Rate (¢/min)","Earnings (CAD)","Customer"',
    );
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","125","3","125","3.75","Marie T."$/);

    // A caller without a usable name: no name in the API, "Customer" in the file's own language.
    await testApp.database.db
      .update(customers)
      .set({ name: `User ${who.email.split('@')[0]}` })
      .where(eq(customers.id, who.id));
    const unnamed = (await get(`/api/advisor/${AGENT}/calls`, advisor.cookie)).json();
    expect(unnamed.calls[0].customer).toBeNull();
    const english = await get(`/api/advisor/${AGENT}/calls.csv?month=${month.month}`, advisor.cookie);
    expect(english.body.trim().split('\r\n')[1]).toMatch(/,"Customer"$/);

    // From the French console (?lang=fr, which a download carries): French headers, « Client ».
    const french = await get(`/api/advisor/${AGENT}/calls.csv?month=${month.month}&lang=fr`, advisor.cookie);
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-disposition']).toBe(
      `attachment; filename="appels-${AGENT}-${month.month}.csv"`,
    );
    const [header, row] = french.body.trim().split('\r\n');
    expect(header).toBe(
      '"Début de l’appel (heure de l’Est)","Durée (s)","Minutes facturées","Taux (¢/min)","Gains ($ CA)","Client"',
    );
    expect(row).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","125","3","125","3.75","Client"$/);
    // Without ?lang, the request's language decides.
    const byHeader = await testApp.app.inject({
      method: 'GET',
      url: `/api/advisor/${AGENT}/calls.csv?month=${month.month}`,
      headers: { cookie: advisor.cookie, 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(byHeader.body.startsWith('"Début de l’appel')).toBe(true);

    const empty = (await get(`/api/advisor/${AGENT}/calls?month=2001-01`, advisor.cookie)).json();
    expect(empty).toEqual({
      month: '2001-01',
      calls: [],
      totals: { calls: 0, minutes: 0, earningsCents: 0 },
    });
  });
});
