import { randomUUID } from 'node:crypto';
import { advisors, session, staffAuditLog } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADVISOR_PASSWORD, signedInAdvisor } from '../helpers/advisors.ts';
import { cookieOf, followLink, lastMessageTo, post, signedInCustomer, signIn } from '../helpers/customers.ts';
import { solidImage, wav } from '../helpers/media.ts';
import { giveVerifiedLine, newCallSid, twilioWebhooks } from '../helpers/payments.ts';
import { auditRowsOf, grantMinutes } from '../helpers/staff.ts';
import { newPhone, useAdvisorsTestApp, WEEK } from './advisors-test-app.ts';

// An advisor in the back office after their creation: edited, deactivated and reactivated, and their
// login linked and reset. Reading and creating: advisors-create.
const { t, admin, support, asAdmin, asSupport, withJson, create, feed, sitemap, list } = useAdvisorsTestApp();

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
