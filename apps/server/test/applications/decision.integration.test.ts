import {
  advisorApplications,
  advisorMedia,
  advisorOnboarding,
  advisors,
  customerPhoneNumbers,
  messageJobs,
  session,
  user,
} from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  followLink,
  lastMessageTo,
  ORIGIN,
  post,
  signedInCustomer,
  signIn,
} from '../helpers/customers.ts';
import { auditRowsOf } from '../helpers/staff.ts';
import { monthsAgo } from './helpers.ts';
import { FAILING, useScreening } from './screening-helpers.ts';

/**
 * Deciding applications (issue 43) through the real app: the approval that makes a hidden draft advisor
 * with a new extension, its login (the set-password e-mail, then the console) and the welcome text;
 * publishing it into the directory; the rejection's e-mail and the wait before applying again; the
 * refusals (no passing test, closed, conflicts); an applicant who is already an advisor.
 */
const s = useScreening();
const { a, t, asAdmin, asSupport, url } = s;

const feed = async () =>
  (await t.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })).json() as {
    agentId: number;
  }[];
const advisorRow = async (agentId: number) =>
  (await t.db.select().from(advisors).where(eq(advisors.agentId, agentId)))[0];
const highestAgentId = async () =>
  (await t.db.select({ n: max(advisors.agentId) }).from(advisors))[0]?.n ?? 0;

describe('approving', () => {
  it('is refused without a passing test reading (409 TEST_NOT_PASSED), creating nothing', async () => {
    const sent = await s.submitted();
    const before = await highestAgentId();
    const untested = await asAdmin.post(url(sent.id, '/approve'));
    expect(untested.statusCode).toBe(409);
    expect(untested.json().error.code).toBe('TEST_NOT_PASSED');
    await s.tested(sent.id, FAILING);
    const failed = await asAdmin.post(url(sent.id, '/approve'));
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.code).toBe('TEST_NOT_PASSED');
    expect(await highestAgentId()).toBe(before);
    expect((await asAdmin.post(url('00000000-0000-4000-8000-000000000000', '/approve'))).statusCode).toBe(
      404,
    );
  });

  it('makes one hidden draft advisor with the next extension, its login, its files and first-days row', async () => {
    const sent = await s.submitted(
      { availability: { mon: ['morning', 'afternoon'], sat: ['evening', 'night'] } },
      'fr',
    );
    await s.tested(sent.id);
    const expected = (await highestAgentId()) + 1;
    const res = await asAdmin.post(url(sent.id, '/approve'));
    expect(res.statusCode, res.body).toBe(200);
    const { agentId } = res.json() as { agentId: number };
    expect(agentId).toBe(expected);

    const advisor = await advisorRow(agentId);
    expect(advisor).toMatchObject({
      name: sent.name,
      phoneNumber: sent.phone,
      isActive: false,
      draft: true,
      grammaticalGender: null,
      payoutCentsPerMinute: null,
      daysOff: ['Sun', 'Tues', 'Wed', 'Thu', 'Fri'],
    });
    expect(advisor?.schedule?.Mon).toEqual([{ from: '6:00 AM', to: '6:00 PM' }]);
    expect(advisor?.schedule?.Sat).toEqual([
      { from: '12:00 AM', to: '6:00 AM' },
      { from: '6:00 PM', to: 'Varies' },
    ]);
    // The presentation was written in French: the French pages show it.
    expect(advisor?.descriptionFr).toBe(advisor?.description);
    const [files] = await t.db.select().from(advisorMedia).where(eq(advisorMedia.agentId, agentId));
    const sentFiles = await a.mediaOf(sent.id);
    expect(files?.photo?.equals(sentFiles.find((file) => file.kind === 'photo')!.bytes)).toBe(true);
    expect(files?.audioContentType).toBe('audio/wav');
    const [onboarding] = await t.db
      .select()
      .from(advisorOnboarding)
      .where(eq(advisorOnboarding.agentId, agentId));
    expect(onboarding).toMatchObject({ applicationId: sent.id, publishedAt: null });
    const [login] = await t.db.select().from(user).where(eq(user.email, sent.email));
    expect(login).toMatchObject({ role: 'advisor', id: advisor?.userId });

    const page = (await asSupport.get(url(sent.id))).json() as StaffApplication;
    expect(page).toMatchObject({
      status: 'approved',
      advisor: { agentId, draft: true },
      decidedAt: expect.any(String),
    });
    expect(page.history.map((entry) => entry.action)).toContain('application.approve');
    const [approval] = await auditRowsOf(t.db, `application:${sent.id}`);
    expect(approval).toMatchObject({ action: 'application.approve', after: { status: 'approved', agentId } });
    const [created] = await auditRowsOf(t.db, `advisor:${agentId}`);
    expect(created).toMatchObject({
      action: 'advisor.create',
      after: { agentId, applicationId: sent.id, draft: true },
    });
    const audits = JSON.stringify([approval, created]);
    for (const personal of [sent.name, sent.email, sent.phone]) expect(audits).not.toContain(personal);

    // Hidden from customers until published; staff see it as a draft.
    expect((await feed()).some((row) => row.agentId === agentId)).toBe(false);
    const list = (await asSupport.get('/api/staff/advisors')).json() as {
      items: { agentId: number; draft: boolean }[];
    };
    expect(list.items.find((item) => item.agentId === agentId)).toMatchObject({
      draft: true,
      isActive: false,
    });

    // The welcome text, in the form's language, to the verified number.
    const welcome = await lastMessageTo(t.app, sent.phone, 'sms');
    expect(welcome.body).toContain(`votre numéro de poste est le ${agentId}`);
    expect(welcome.body).toContain('http://localhost:3000/fr/login');

    // Again (a second click): the same advisor, nothing more made or sent.
    const again = await asAdmin.post(url(sent.id, '/approve'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ agentId });
    expect(await highestAgentId()).toBe(agentId);
    expect(
      await t.db
        .select()
        .from(messageJobs)
        .where(eq(messageJobs.key, `application-welcome:${sent.id}`)),
    ).toHaveLength(1);
  });

  it("e-mails the new login a link to choose its password; the draft's advisor then opens the console", async () => {
    const sent = await s.submitted();
    await s.tested(sent.id);
    const { agentId } = (await asAdmin.post(url(sent.id, '/approve'))).json() as { agentId: number };
    const message = await lastMessageTo(t.app, sent.email);
    const redirect = await followLink(t.app, message.body, '/api/auth/reset-password/');
    const token = new URL(String(redirect.headers.location), ORIGIN).searchParams.get('token');
    expect(token).toBeTruthy();
    const set = await post(t.app, '/api/auth/reset-password', { newPassword: 'my-own-password-1', token });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await signIn(t.app, sent.email, 'my-own-password-1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/me',
      headers: { cookie: cookieOf(signedIn.headers['set-cookie']) },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ agentId });
  });

  it('refuses an e-mail or a number already taken (409 ADVISOR_CONFLICT)', async () => {
    const customer = await signedInCustomer(t.app);
    const before = await highestAgentId();

    const byEmail = await s.submitted({ email: customer.email });
    await s.tested(byEmail.id);
    const email = await asAdmin.post(url(byEmail.id, '/approve'));
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toMatchObject({
      code: 'ADVISOR_CONFLICT',
      message: expect.stringMatching(/^email: /),
    });

    const byPhone = await s.submitted();
    await s.tested(byPhone.id);
    await t.db
      .insert(customerPhoneNumbers)
      .values({ customerId: customer.id, phoneE164: byPhone.phone, verifiedAt: new Date() });
    const phone = await asAdmin.post(url(byPhone.id, '/approve'));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error).toMatchObject({
      code: 'ADVISOR_CONFLICT',
      message: expect.stringMatching(/^phone: /),
    });

    expect(await highestAgentId()).toBe(before);
    for (const id of [byEmail.id, byPhone.id]) {
      expect((await asSupport.get(url(id))).json()).toMatchObject({ status: 'test_reading', advisor: null });
    }
  });
});

describe('publishing', () => {
  it('puts the draft in the directory once (204, then 409 NOT_DRAFT); support may not', async () => {
    const sent = await s.submitted();
    await s.tested(sent.id);
    const { agentId } = (await asAdmin.post(url(sent.id, '/approve'))).json() as { agentId: number };
    const publish = (api = asAdmin) => api.post(`/api/staff/advisors/${agentId}/publish`);
    expect((await publish(asSupport)).statusCode).toBe(403);
    const res = await publish();
    expect(res.statusCode, res.body).toBe(204);
    expect(await advisorRow(agentId)).toMatchObject({ draft: false, isActive: true });
    expect((await feed()).some((row) => row.agentId === agentId)).toBe(true);
    const [onboarding] = await t.db
      .select()
      .from(advisorOnboarding)
      .where(eq(advisorOnboarding.agentId, agentId));
    expect(onboarding?.publishedAt).toBeInstanceOf(Date);
    const [audit] = await auditRowsOf(t.db, `advisor:${agentId}`);
    expect(audit).toMatchObject({ action: 'advisor.publish', after: { draft: false, isActive: true } });
    const page = (await asSupport.get(url(sent.id))).json() as StaffApplication;
    expect(page.advisor).toEqual({ agentId, draft: false });
    expect(page.history[0]?.action).toBe('advisor.publish');

    const twice = await publish();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('NOT_DRAFT');
    expect((await asAdmin.post('/api/staff/advisors/999998/publish')).statusCode).toBe(404);
    expect((await asAdmin.post('/api/staff/advisors/1001/publish')).json().error.code).toBe('NOT_DRAFT');
  });

  it('lets staff end a draft (deactivate: no more console) but not reactivate one (409 ADVISOR_IS_DRAFT)', async () => {
    const sent = await s.submitted();
    await s.tested(sent.id);
    const { agentId } = (await asAdmin.post(url(sent.id, '/approve'))).json() as { agentId: number };
    const reactivate = await asAdmin.post(`/api/staff/advisors/${agentId}/reactivate`, { note: 'Too soon' });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().error.code).toBe('ADVISOR_IS_DRAFT');
    const advisor = await advisorRow(agentId);
    await t.db.insert(session).values({
      id: `s-${agentId}`,
      token: `t-${agentId}`,
      userId: advisor!.userId!,
      expiresAt: new Date(Date.now() + 60 * 60_000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const res = await asAdmin.post(`/api/staff/advisors/${agentId}/deactivate`, {
      note: 'Changed their mind',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, draft: false });
    expect(await t.db.select().from(session).where(eq(session.userId, advisor!.userId!))).toEqual([]);
    const [audit] = await auditRowsOf(t.db, `advisor:${agentId}`);
    expect(audit).toMatchObject({
      action: 'advisor.deactivate',
      before: { isActive: false, draft: true },
      after: { isActive: false, draft: false, sessionsEnded: 1 },
    });
    expect((await asAdmin.post(`/api/staff/advisors/${agentId}/publish`)).json().error.code).toBe(
      'NOT_DRAFT',
    );
  });
});

describe('rejecting', () => {
  it("e-mails the reason in the applicant's language; applying again waits 6 months", async () => {
    const sent = await s.submitted({}, 'fr');
    expect((await asSupport.post(url(sent.id, '/reject'), { reason: 'experience' })).statusCode).toBe(403);
    expect((await asAdmin.post(url(sent.id, '/reject'), { reason: 'mood' })).statusCode).toBe(400);
    const res = await asAdmin.post(url(sent.id, '/reject'), { reason: 'experience' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'experience',
      decidedAt: expect.any(String),
    });
    const mail = await lastMessageTo(t.app, sent.email);
    expect(mail.subject).toBe('Votre candidature\u00a0: Lumière Psychics');
    expect(mail.body).toContain(fr.applications.rejectionEmail.reasons.experience);
    expect(mail.body).toContain('après 6\u00a0mois');
    const [audit] = await auditRowsOf(t.db, `application:${sent.id}`);
    expect(audit).toMatchObject({
      action: 'application.reject',
      reason: 'experience',
      after: { status: 'rejected' },
    });

    for (const path of ['/reject', '/approve', '/screening']) {
      const closed = await asAdmin.post(
        url(sent.id, path),
        path === '/reject' ? { reason: 'other' } : undefined,
      );
      expect(closed.statusCode, path).toBe(409);
      expect(closed.json().error.code, path).toBe('APPLICATION_CLOSED');
    }

    const sender = { language: 'fr' as const, address: a.newAddress() };
    const soon = await a.submit(
      await a.body({ email: sent.email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(soon.statusCode).toBe(409);
    expect(soon.json().error.code).toBe('APPLIED_RECENTLY');
    await t.db
      .update(advisorApplications)
      .set({ decidedAt: monthsAgo(7) })
      .where(eq(advisorApplications.id, sent.id));
    const later = await a.submit(
      await a.body({ email: sent.email, phone: (await a.verifiedPhone(sender)).typed }),
      sender,
    );
    expect(later.statusCode, later.body).toBe(201);
  });

  it('answers in English for an English form', async () => {
    const sent = await s.submitted();
    await asAdmin.post(url(sent.id, '/reject'), { reason: 'test_reading' });
    const mail = await lastMessageTo(t.app, sent.email);
    expect(mail.body).toContain(en.applications.rejectionEmail.reasons.test_reading);
    expect(mail.body).toContain('You may apply again after 6 months');
  });
});

describe('an applicant who is already an advisor', () => {
  it("is refused by the advisor's number or login e-mail (409 ALREADY_AN_ADVISOR), in the page's language", async () => {
    const sender = { language: 'fr' as const, address: a.newAddress() };
    const phone = a.newPhone();
    await t.db.update(advisors).set({ phoneNumber: phone.e164 }).where(eq(advisors.agentId, 1003));
    await a.verifyNumber(phone.e164, sender);
    const byPhone = await a.submit(await a.body({ phone: phone.typed }), sender);
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().error).toEqual({
      code: 'ALREADY_AN_ADVISOR',
      message: fr.applications.errors.alreadyAdvisor,
    });

    // An approved applicant's login e-mail.
    const approved = await s.submitted();
    await s.tested(approved.id);
    expect((await asAdmin.post(url(approved.id, '/approve'))).statusCode).toBe(200);
    const english = { address: a.newAddress() };
    const byEmail = await a.submit(
      await a.body({ email: approved.email, phone: (await a.verifiedPhone(english)).typed }),
      english,
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error).toEqual({
      code: 'ALREADY_AN_ADVISOR',
      message: en.applications.errors.alreadyAdvisor,
    });
  });

  it('approves an applicant who shares an advisor’s name: the draft takes its extension after the name', async () => {
    const [seeded] = await t.db
      .select({ name: advisors.name })
      .from(advisors)
      .where(eq(advisors.agentId, 1001));
    const byName = await s.submitted({ name: seeded!.name });
    await s.tested(byName.id);
    const approved = await asAdmin.post(url(byName.id, '/approve'));
    expect(approved.statusCode).toBe(200);
    const { agentId } = approved.json() as { agentId: number };
    const [draft] = await t.db
      .select({ name: advisors.name, draft: advisors.draft })
      .from(advisors)
      .where(eq(advisors.agentId, agentId));
    expect(draft).toEqual({ name: `${seeded!.name} (${agentId})`, draft: true });
  });
});
