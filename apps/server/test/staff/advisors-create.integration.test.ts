import { advisors } from '@app/db/schema';
import type { StaffAdvisor } from '@app/shared/schemas/staff-advisors';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { auditRowsOf, staffApi } from '../helpers/staff.ts';
import { advisorBody, newAgentId, useAdvisorsTestApp, WEEK } from './advisors-test-app.ts';

// The back office's advisors: read, and created (with the races for an extension and for places).
// Edits, deactivation and an advisor's login: advisors-manage.
const { t, admin, asAdmin, asSupport, create, feed, sitemap, list } = useAdvisorsTestApp();

describe('reading advisors', () => {
  it('lists every advisor in directory order, positions 1..n, with the next free extension', async () => {
    const made = await create();
    const page = await list();
    expect(page.items.map((a) => a.position)).toEqual(page.items.map((_, i) => i + 1));
    const found = page.items.find((a) => a.agentId === made.agentId);
    expect(found).toMatchObject({ isActive: true, loginEmail: null, payoutCentsPerMinute: null });
    expect(page.nextAgentId).toBe(Math.max(...page.items.map((a) => a.agentId)) + 1);
    const one = await asSupport.get(`/api/staff/advisors/${made.agentId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(found);
  });

  it('answers 404 for an unknown extension and 400 for one that is not one', async () => {
    expect((await asSupport.get('/api/staff/advisors/999999')).statusCode).toBe(404);
    expect((await asSupport.get('/api/staff/advisors/abc')).statusCode).toBe(400);
    expect((await asSupport.get('/api/staff/advisors/0')).statusCode).toBe(400);
  });

  it('is refused to a visitor (401), a customer and an advisor (403)', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/staff/advisors' });
    expect(visitor.statusCode).toBe(401);
    const customer = await signedInCustomer(t.app);
    expect((await staffApi(t.app, customer.cookie).get('/api/staff/advisors')).statusCode).toBe(403);
    const advisor = await signedInAdvisor(t.app, t.database.db, 1002);
    expect((await staffApi(t.app, advisor.cookie).get('/api/staff/advisors')).statusCode).toBe(403);
  });
});

describe('creating an advisor', () => {
  it('stores the number in E.164 and shows the advisor in the feed and the sitemap at once, with an audit row', async () => {
    const body = advisorBody({ payoutCentsPerMinute: 55 });
    const res = await asAdmin.post('/api/staff/advisors', body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as StaffAdvisor;
    expect(made).toMatchObject({
      agentId: body.agentId,
      name: body.name,
      phoneNumber: `+1${body.phoneNumber}`,
      payoutCentsPerMinute: 55,
      week: WEEK,
      isActive: true,
    });
    expect((await feed()).some((r) => r.agentId === body.agentId && r.agentName === body.name)).toBe(true);
    expect(await sitemap()).toContain(made.profilePath);
    expect((await t.app.inject({ method: 'GET', url: made.profilePath })).statusCode).toBe(200);
    const [audit] = await auditRowsOf(t.database.db, `advisor:${body.agentId}`);
    expect(audit).toMatchObject({ action: 'advisor.create', actorEmail: admin.email, actorRole: 'admin' });
    expect(audit?.after).toMatchObject({ name: body.name, phoneNumber: `+1${body.phoneNumber}` });
  });

  it('puts the advisor at the place asked, keeping every place unique', async () => {
    const made = await create({ position: 2 });
    const page = await list();
    expect(page.items[1]?.agentId).toBe(made.agentId);
    expect(made.position).toBe(2);
    const stored = await t.database.db
      .select({ sortOrder: advisors.sortOrder })
      .from(advisors)
      .orderBy(asc(advisors.sortOrder));
    expect(stored.map((r) => r.sortOrder)).toEqual(stored.map((_, i) => i + 1));
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = (await list()).items.length;
    for (const overrides of [
      { agentId: 0 },
      { agentId: 1_000_000 },
      { agentId: 1.5 },
      { name: ' ' },
      { description: 'too short' },
      { payoutCentsPerMinute: -1 },
      {
        week: {
          ...WEEK,
          monday: [
            { from: '1', to: '2' },
            { from: '3', to: '4' },
            { from: '5', to: '6' },
          ],
        },
      },
      { extra: true },
    ]) {
      const res = await asAdmin.post('/api/staff/advisors', advisorBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const badPhone = await asAdmin.post('/api/staff/advisors', advisorBody({ phoneNumber: '12345' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.code).toBe('INVALID_PHONE');
    const badHours = await asAdmin.post(
      '/api/staff/advisors',
      advisorBody({ week: { ...WEEK, monday: [{ from: '5:00 PM', to: '9:00 AM' }] } }),
    );
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().error).toMatchObject({ code: 'SCHEDULE_INVALID', problems: [{ day: 'monday' }] });
    expect((await list()).items.length).toBe(before);
  });

  it('refuses a taken name, extension or number with 409', async () => {
    const first = await create();
    const cases = [
      [{ name: first.name }, 'NAME_TAKEN'],
      [{ agentId: first.agentId }, 'AGENT_ID_TAKEN'],
      [{ phoneNumber: first.phoneNumber.slice(2) }, 'PHONE_TAKEN'],
    ] as const;
    for (const [overrides, code] of cases) {
      const res = await asAdmin.post('/api/staff/advisors', advisorBody(overrides));
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error.code).toBe(code);
    }
  });

  it('never gives a deactivated advisor’s extension again', async () => {
    const gone = await create();
    expect(
      (await asAdmin.post(`/api/staff/advisors/${gone.agentId}/deactivate`, { note: 'left' })).statusCode,
    ).toBe(200);
    const again = await asAdmin.post('/api/staff/advisors', advisorBody({ agentId: gone.agentId }));
    expect(again.statusCode).toBe(409);
    expect((await list()).nextAgentId).toBeGreaterThan(gone.agentId);
  });

  it('is admin only: support gets 403 and nothing is created', async () => {
    const body = advisorBody();
    const res = await asSupport.post('/api/staff/advisors', body);
    expect(res.statusCode).toBe(403);
    expect((await list()).items.some((a) => a.agentId === body.agentId)).toBe(false);
  });

  it('two creates racing for one extension: one 201, one 409', async () => {
    const agentId = newAgentId();
    const answers = await Promise.all([
      asAdmin.post('/api/staff/advisors', advisorBody({ agentId })),
      asAdmin.post('/api/staff/advisors', advisorBody({ agentId })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('creates racing for places keep the order 1..n without ties', async () => {
    await Promise.all(
      [1, 1, 2, 3].map((position) => asAdmin.post('/api/staff/advisors', advisorBody({ position }))),
    );
    const stored = await t.database.db.select({ sortOrder: advisors.sortOrder }).from(advisors);
    expect(stored.map((r) => r.sortOrder).sort((a, b) => a - b)).toEqual(stored.map((_, i) => i + 1));
  });
});
