import { randomUUID } from 'node:crypto';
import { advisors, session, staffAuditLog } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import type { StaffAdvisor, StaffAdvisorList } from '@app/shared/schemas/staff-advisors';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADVISOR_PASSWORD, signedInAdvisor } from '../helpers/advisors.ts';
import { cookieOf, followLink, lastMessageTo, post, signedInCustomer, signIn } from '../helpers/customers.ts';
import { solidImage, wav } from '../helpers/media.ts';
import { giveVerifiedLine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import { auditRowsOf, grantMinutes, staffApi, useStaffTestApp } from '../helpers/staff.ts';

const { t, admin, support, asAdmin, asSupport } = useStaffTestApp();

const WEEK = {
  sunday: [],
  monday: [{ from: '9:00 AM', to: '5:00 PM' }],
  tuesday: [],
  wednesday: [
    { from: '9:00 AM', to: '12:00 PM' },
    { from: '2:00 PM', to: 'Varies' },
  ],
  thursday: [],
  friday: [],
  saturday: [],
};

let phoneSeq = Math.floor(Math.random() * 9000);
/** A valid Canadian number (exchange 2xx–9xx) no other advisor of this run has. */
function newPhone(): string {
  phoneSeq = (phoneSeq + 1) % 10_000;
  return `438${200 + Math.floor(Math.random() * 700)}${String(phoneSeq).padStart(4, '0')}`;
}

let agentSeq = 0;
/** Extensions far from the seed's, unique in this file. */
function newAgentId(): number {
  agentSeq += 1;
  return 500_000 + Math.floor(Math.random() * 400_000) + agentSeq;
}

function advisorBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Seer ${randomUUID().slice(0, 8)}`,
    agentId: newAgentId(),
    description: 'Thirty years of tarot and clear answers about love and work.',
    week: WEEK,
    phoneNumber: newPhone(),
    payoutCentsPerMinute: null,
    ...overrides,
  };
}

function withJson(method: 'PATCH' | 'PUT', url: string, payload: unknown, cookie = admin.cookie) {
  return t.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', cookie },
    payload: payload as object,
  });
}

async function create(overrides: Record<string, unknown> = {}): Promise<StaffAdvisor> {
  const res = await asAdmin.post('/api/staff/advisors', advisorBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const feed = async () =>
  (await t.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })).json() as {
    agentId: number;
    agentName: string;
  }[];
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
const list = async (api = asSupport) => {
  const res = await api.get('/api/staff/advisors');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffAdvisorList;
};

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

describe('editing an advisor', () => {
  it('changes name, presentation, hours and payout, with before and after in the audit row', async () => {
    const made = await create();
    const name = `Renamed ${randomUUID().slice(0, 6)}`;
    const res = await withJson('PATCH', `/api/staff/advisors/${made.agentId}`, {
      name,
      description: 'A new presentation that says enough about the reading.',
      week: { ...WEEK, friday: [{ from: '6:00 PM', to: '11:00 PM' }] },
      payoutCentsPerMinute: 70,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name, payoutCentsPerMinute: 70, agentId: made.agentId });
    expect((await feed()).find((r) => r.agentId === made.agentId)?.agentName).toBe(name);
    const [audit] = await auditRowsOf(t.database.db, `advisor:${made.agentId}`);
    expect(audit).toMatchObject({ action: 'advisor.update', before: { name: made.name }, after: { name } });
  });

  it('moves an advisor in the directory and renumbers the others', async () => {
    const made = await create();
    const res = await withJson('PATCH', `/api/staff/advisors/${made.agentId}`, { position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const page = await list();
    expect(page.items[0]?.agentId).toBe(made.agentId);
    expect((await feed())[0]?.agentId).toBe(made.agentId);
    const stored = await t.database.db.select({ sortOrder: advisors.sortOrder }).from(advisors);
    expect(stored.map((r) => r.sortOrder).sort((a, b) => a - b)).toEqual(stored.map((_, i) => i + 1));
  });

  it('answers 400 for an empty change or an extension change, 404 and 409 as it should', async () => {
    const made = await create();
    const other = await create();
    const url = `/api/staff/advisors/${made.agentId}`;
    expect((await withJson('PATCH', url, {})).statusCode).toBe(400);
    expect((await withJson('PATCH', url, { agentId: 5 })).statusCode).toBe(400);
    expect((await withJson('PATCH', '/api/staff/advisors/999998', { name: 'Nobody here' })).statusCode).toBe(
      404,
    );
    const taken = await withJson('PATCH', url, { name: other.name });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('NAME_TAKEN');
    expect((await withJson('PATCH', url, { name: 'Support tries' }, support.cookie)).statusCode).toBe(403);
  });

  it('sets the forwarding number without a texted code; a taken one is 409', async () => {
    const made = await create();
    const other = await create();
    const phone = newPhone();
    const res = await withJson('PUT', `/api/staff/advisors/${made.agentId}/phone`, { phoneNumber: phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phoneNumber).toBe(`+1${phone}`);
    const [audit] = await auditRowsOf(t.database.db, `advisor:${made.agentId}`);
    expect(audit).toMatchObject({ action: 'advisor.phone', after: { phoneNumber: `+1${phone}` } });
    const taken = await withJson('PUT', `/api/staff/advisors/${made.agentId}/phone`, {
      phoneNumber: other.phoneNumber.slice(2),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('PHONE_TAKEN');
    const bad = await withJson('PUT', `/api/staff/advisors/${made.agentId}/phone`, { phoneNumber: 'abc' });
    expect(bad.statusCode).toBe(400);
    const bySupport = await withJson(
      'PUT',
      `/api/staff/advisors/${made.agentId}/phone`,
      { phoneNumber: phone },
      support.cookie,
    );
    expect(bySupport.statusCode).toBe(403);
  });

  it('takes a photo and a voice introduction through the advisor’s own checks', async () => {
    const made = await create();
    const upload = (kind: string, payload: Buffer, type: string, cookie = admin.cookie) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/advisors/${made.agentId}/${kind}`,
        headers: { origin: 'http://localhost:3000', cookie, 'content-type': type },
        payload,
      });
    const photo = await upload('photo', await solidImage('png'), 'image/png');
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().photoUrl).toMatch(/psychic-photo\?agentId=\d+&v=/);
    const voice = await upload('voice', wav(3), 'audio/wav');
    expect(voice.statusCode, voice.body).toBe(200);
    expect(voice.json().hasVoice).toBe(true);
    expect((await upload('photo', Buffer.from('not an image at all'), 'image/png')).statusCode).toBe(415);
    expect((await upload('photo', await solidImage('png'), 'image/png', support.cookie)).statusCode).toBe(
      403,
    );
    const actions = (await auditRowsOf(t.database.db, `advisor:${made.agentId}`)).map((r) => r.action);
    expect(actions.slice(0, 2)).toEqual(['advisor.voice', 'advisor.photo']);
  });
});

describe('deactivating an advisor', () => {
  it('removes them from the feed, the sitemap and the phone menu, ends their sessions; reactivating brings them back', async () => {
    const db = t.database.db;
    const made = await create();
    await db.update(advisors).set({ signedIn: true }).where(eq(advisors.agentId, made.agentId));
    const login = await signedInAdvisor(t.app, db, made.agentId);
    const consoleOf = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/advisor/${made.agentId}`,
        headers: { cookie: login.cookie },
      });
    expect((await consoleOf()).statusCode).toBe(200);

    const support403 = await asSupport.post(`/api/staff/advisors/${made.agentId}/deactivate`, { note: 'no' });
    expect(support403.statusCode).toBe(403);
    expect((await asAdmin.post(`/api/staff/advisors/${made.agentId}/deactivate`, {})).statusCode).toBe(400);
    const res = await asAdmin.post(`/api/staff/advisors/${made.agentId}/deactivate`, {
      note: 'Left the team',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, signedIn: false });

    expect((await feed()).some((r) => r.agentId === made.agentId)).toBe(false);
    expect(await sitemap()).not.toContain(made.profilePath);
    expect(await db.select().from(session).where(eq(session.userId, login.userId))).toEqual([]);
    expect((await consoleOf()).statusCode).toBe(401);
    expect((await signIn(t.app, login.email, ADVISOR_PASSWORD)).statusCode).not.toBe(200);

    expect((await t.app.inject({ method: 'GET', url: made.profilePath })).statusCode).toBe(404);

    // Even if the telephony platform reports them signed in, their extension no longer connects.
    await db.update(advisors).set({ signedIn: true }).where(eq(advisors.agentId, made.agentId));
    const customer = await signedInCustomer(t.app);
    await grantMinutes(db, customer.id, 10);
    const from = await giveVerifiedLine(db, customer.id);
    const phone = twilioWebhooks(t.app);
    const answer = await phone.dial(from, newCallSid(), made.agentId);
    expect(answer.body).not.toContain('<Dial');
    expect(answer.body).toContain(en.calls.voice.advisorOffline.replace('{{advisor}}', made.name));

    const [audit] = await auditRowsOf(db, `advisor:${made.agentId}`);
    expect(audit).toMatchObject({
      action: 'advisor.deactivate',
      reason: 'Left the team',
      after: { isActive: false, sessionsEnded: 1 },
    });
    // A second click changes and records nothing.
    expect(
      (await asAdmin.post(`/api/staff/advisors/${made.agentId}/deactivate`, { note: 'again' })).statusCode,
    ).toBe(200);
    expect((await auditRowsOf(db, `advisor:${made.agentId}`))[0]?.id).toBe(audit?.id);

    const back = await asAdmin.post(`/api/staff/advisors/${made.agentId}/reactivate`, { note: 'Returned' });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: made.profilePath })).statusCode).toBe(200);
    expect((await feed()).some((r) => r.agentId === made.agentId)).toBe(true);
    expect(await sitemap()).toContain(made.profilePath);
    expect((await auditRowsOf(db, `advisor:${made.agentId}`))[0]?.action).toBe('advisor.reactivate');
    expect((await signIn(t.app, login.email, ADVISOR_PASSWORD)).statusCode).toBe(200);
    expect((await asAdmin.post('/api/staff/advisors/999997/reactivate', { note: 'x' })).statusCode).toBe(404);
  });
});

describe("an advisor's login", () => {
  it('links a new login and e-mails a link to set the password; the advisor then opens the console', async () => {
    const made = await create();
    const email = `Seer.${randomUUID().slice(0, 8)}@Example.com`;
    expect((await asSupport.post(`/api/staff/advisors/${made.agentId}/login`, { email })).statusCode).toBe(
      403,
    );
    const res = await asAdmin.post(`/api/staff/advisors/${made.agentId}/login`, { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().loginEmail).toBe(email.toLowerCase());
    expect(res.body).not.toMatch(/password/i);

    const message = await lastMessageTo(t.app, email.toLowerCase());
    const redirect = await followLink(t.app, message.body, '/api/auth/reset-password/');
    const token = new URL(String(redirect.headers.location), 'http://localhost:3000').searchParams.get(
      'token',
    );
    const set = await post(t.app, '/api/auth/reset-password', { newPassword: 'my-own-password-1', token });
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(t.app, email.toLowerCase(), 'my-own-password-1');
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieOf(signedIn.headers['set-cookie']);
    const consolePage = await t.app.inject({
      method: 'GET',
      url: `/api/advisor/${made.agentId}`,
      headers: { cookie },
    });
    expect(consolePage.statusCode).toBe(200);
    const [audit] = await auditRowsOf(t.database.db, `advisor:${made.agentId}`);
    expect(audit).toMatchObject({ action: 'advisor.login_link', after: { loginEmail: email.toLowerCase() } });

    const again = await asAdmin.post(`/api/staff/advisors/${made.agentId}/login`, {
      email: 'other@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LOGIN_EXISTS');

    // Reset: a new e-mail, and the sessions end.
    const before = (await auditRowsOf(t.database.db, `advisor:${made.agentId}`)).length;
    const reset = await asAdmin.post(`/api/staff/advisors/${made.agentId}/login/reset`, {
      note: 'Forgot it',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const session2 = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session2.json()).toBeNull();
    const resetMail = await lastMessageTo(t.app, email.toLowerCase());
    expect(resetMail.createdAt).not.toBe(message.createdAt);
    const rows = await auditRowsOf(t.database.db, `advisor:${made.agentId}`);
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      action: 'advisor.login_reset',
      reason: 'Forgot it',
      before: { sessions: 1 },
    });
    const noNote = await asAdmin.post(`/api/staff/advisors/${made.agentId}/login/reset`, {});
    expect(noNote.statusCode).toBe(400);
  });

  it("refuses someone else's e-mail (409), a bad one (400), a reset without a login (409), and support (403)", async () => {
    const made = await create();
    const customer = await signedInCustomer(t.app);
    const taken = await asAdmin.post(`/api/staff/advisors/${made.agentId}/login`, { email: customer.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    expect(
      (await asAdmin.post(`/api/staff/advisors/${made.agentId}/login`, { email: 'nope' })).statusCode,
    ).toBe(400);
    const none = await asAdmin.post(`/api/staff/advisors/${made.agentId}/login/reset`, { note: 'x' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_LOGIN');
    expect(
      (await asSupport.post(`/api/staff/advisors/${made.agentId}/login/reset`, { note: 'x' })).statusCode,
    ).toBe(403);
    expect((await asAdmin.post('/api/staff/advisors/999996/login/reset', { note: 'x' })).statusCode).toBe(
      404,
    );
    const rows = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `advisor:${made.agentId}`));
    expect(rows.map((r) => r.action)).toEqual(['advisor.create']);
  });
});
