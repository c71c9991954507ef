import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { useStaffTestApp } from '../helpers/staff.ts';
import { into, recentPeriods, writePastEntries } from './statement-fixtures.ts';

const AGENT = 1003;
const { t, asAdmin, asSupport } = useStaffTestApp();
const { current, previous } = recentPeriods();

beforeAll(async () => {
  // Twelve adjustments last period, the newest last.
  await writePastEntries(
    t.db,
    AGENT,
    Array.from({ length: 12 }, (_, index) => ({
      at: into(previous, index + 1),
      kind: 'adjustment' as const,
      deltaCents: 100 * (index + 1),
      reason: 'bonus' as const,
      note: `Bonus ${index + 1}`,
    })),
  );
}, 60_000);

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe("the back office's view of an advisor's earnings", () => {
  it('support and admin read the balance and the ledger, newest first, a page at a time', async () => {
    for (const staff of [asSupport, asAdmin]) {
      const res = await staff.get(`/api/staff/advisors/${AGENT}/earnings?pageSize=10`);
      expect(res.statusCode).toBe(200);
      const ledger = res.json();
      expect(ledger).toMatchObject({ agentId: AGENT, balanceCents: 7800, total: 12, page: 1, pageSize: 10 });
      expect(ledger.entries).toHaveLength(10);
      expect(ledger.entries[0]).toMatchObject({
        kind: 'adjustment',
        deltaCents: 1200,
        balanceAfterCents: 7800,
        reason: 'bonus',
        note: 'Bonus 12',
        actorEmail: null,
      });
      const second = (await staff.get(`/api/staff/advisors/${AGENT}/earnings?pageSize=10&page=2`)).json();
      expect(second.entries.map((entry: { deltaCents: number }) => entry.deltaCents)).toEqual([200, 100]);
    }
  });

  it('support and admin read a statement as the advisor sees it', async () => {
    const advisor = await signedInAdvisor(t.app, t.db, AGENT);
    const own = (await get(`/api/advisor/earnings/statements/${previous.id}`, advisor.cookie)).json();
    for (const staff of [asSupport, asAdmin]) {
      const res = await staff.get(`/api/staff/advisors/${AGENT}/earnings/statements/${previous.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own);
    }
    expect(own).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 7800 });
    expect(own.adjustments).toHaveLength(12);
  });

  it('refuses customers and advisors (403) and visitors (401)', async () => {
    const customer = await signedInCustomer(t.app);
    const advisor = await signedInAdvisor(t.app, t.db, 1004);
    for (const url of [
      `/api/staff/advisors/${AGENT}/earnings`,
      `/api/staff/advisors/${AGENT}/earnings/statements/${current.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, customer.cookie)).statusCode, url).toBe(403);
      expect((await get(url, advisor.cookie)).statusCode, url).toBe(403);
    }
  });

  it('answers 400 to a bad period or page, 404 to an unknown advisor', async () => {
    const bad: [string, string][] = [
      [`/api/staff/advisors/${AGENT}/earnings/statements/2026-11-15`, 'INVALID_PAY_PERIOD'],
      [`/api/staff/advisors/${AGENT}/earnings?pageSize=7`, 'VALIDATION_ERROR'],
      [`/api/staff/advisors/${AGENT}/earnings?page=0`, 'VALIDATION_ERROR'],
      ['/api/staff/advisors/abc/earnings', 'VALIDATION_ERROR'],
    ];
    for (const [url, code] of bad) {
      const res = await asSupport.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe(code);
    }
    for (const url of [
      '/api/staff/advisors/99999/earnings',
      `/api/staff/advisors/99999/earnings/statements/${current.id}`,
    ]) {
      const res = await asAdmin.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
