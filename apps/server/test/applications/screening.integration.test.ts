import { advisorApplications, staffAuditLog } from '@app/db/schema';
import { fr } from '@app/shared/messages/fr';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor } from '../helpers/advisors.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { auditRowsOf } from '../helpers/staff.ts';
import { daysFromNow, FAILING, PASSING, useScreening } from './screening-helpers.ts';

/**
 * The back office's screening of applications (issue 43) through the real app: the queue and its
 * filters, an application's page, its files, notes, taking it up, the test reading and its scores, the
 * audit rows (which keep no personal data), and who may do what.
 */
const s = useScreening();
const { a, t, asAdmin, asSupport, url } = s;

describe('the queue', () => {
  it('lists applications newest first, filtered by status, language and specialty, in pages', async () => {
    const tag = new Date(Date.now() + 365 * 24 * 60 * 60_000);
    const at = (minutes: number) => new Date(tag.getTime() + minutes * 60_000);
    // Dated a year ahead, so they come first in this file's queue whatever else it holds.
    const oldest = await s.inserted({ createdAt: at(1), language: 'fr', specialties: ['tarot', 'love'] });
    const middle = await s.inserted({ createdAt: at(2), language: 'en', specialties: ['astrology'] });
    const newest = await s.inserted({
      createdAt: at(3),
      language: 'fr',
      specialties: ['dreams', 'love'],
      status: 'screening',
    });

    const all = await asSupport.get('/api/staff/applications?pageSize=3');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(page).toMatchObject({ page: 1, pageSize: 3 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items[0]).toEqual({
      id: newest.id,
      status: 'screening',
      name: newest.name,
      province: 'ON',
      language: 'fr',
      languages: ['en'],
      specialties: ['dreams', 'love'],
      createdAt: newest.createdAt.toISOString(),
      testReadingAt: null,
    });
    // The queue shows no contact details.
    expect(all.body).not.toContain(newest.email);

    const ids = async (query: string) =>
      (
        (await asSupport.get(`/api/staff/applications?${query}&pageSize=100`)).json().items as {
          id: string;
        }[]
      ).map((item) => item.id);
    expect(await ids('language=fr&specialty=love')).toEqual(expect.arrayContaining([newest.id, oldest.id]));
    expect(await ids('language=fr&specialty=love')).not.toContain(middle.id);
    expect(await ids('specialty=astrology')).toContain(middle.id);
    expect(await ids('specialty=astrology')).not.toContain(oldest.id);
    expect(await ids('status=screening')).toContain(newest.id);
    expect(await ids('status=screening')).not.toContain(middle.id);
    const second = (await asSupport.get('/api/staff/applications?pageSize=1&page=2')).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([middle.id]);

    for (const bad of ['status=hired', 'language=de', 'specialty=palmistry', 'pageSize=500', 'page=0']) {
      expect((await asSupport.get(`/api/staff/applications?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('lists the staff who may play the client: support and admin, never a customer', async () => {
    const res = await asSupport.get('/api/staff/applications/screeners');
    expect(res.statusCode).toBe(200);
    const screeners = res.json() as { userId: string; role: string }[];
    expect(screeners.map((screener) => screener.userId)).toEqual(
      expect.arrayContaining([s.admin.userId, s.support.userId]),
    );
    expect(new Set(screeners.map((screener) => screener.role))).toEqual(new Set(['support', 'admin']));
  });
});

describe("an application's page", () => {
  it('shows everything sent, the files by their type, and 404 for an unknown one', async () => {
    const sent = await s.submitted({ availability: { mon: ['evening'] } }, 'fr');
    const res = await asSupport.get(url(sent.id));
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json() as StaffApplication;
    expect(application).toMatchObject({
      id: sent.id,
      status: 'new',
      name: sent.name,
      email: sent.email,
      phone: sent.phone,
      language: 'fr',
      languages: ['fr', 'en'],
      specialties: ['tarot', 'astrology'],
      styles: ['compassionate', 'intuitive'],
      availability: { mon: ['evening'] },
      media: { photo: 'image/jpeg', voice: 'audio/wav' },
      notes: [],
      screener: null,
      testScores: null,
      testOutcome: null,
      decidedAt: null,
      rejectReason: null,
      advisor: null,
      history: [],
    });
    expect(application.presentation).toContain('tarot');
    expect(res.body).not.toContain('withdraw');

    const missing = await asSupport.get(url('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect((await asSupport.get(url('not-a-uuid'))).statusCode).toBe(400);
  });

  it('serves the photo and the voice sample with their stored type, never cached nor sniffed', async () => {
    const sent = await s.submitted();
    const stored = await a.mediaOf(sent.id);
    for (const kind of ['photo', 'voice'] as const) {
      const res = await asSupport.get(url(sent.id, `/media/${kind}`));
      expect(res.statusCode, res.body).toBe(200);
      const file = stored.find((row) => row.kind === kind)!;
      expect(res.headers['content-type']).toBe(file.contentType);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(file.bytes)).toBe(true);
    }
    // A range, as Safari asks before it plays an <audio>, and as any browser seeks.
    const voice = stored.find((row) => row.kind === 'voice')!;
    const ranged = (range: string) =>
      t.app.inject({
        method: 'GET',
        url: url(sent.id, '/media/voice'),
        headers: { cookie: s.support.cookie, range },
      });
    const first = await ranged('bytes=0-1');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${voice.bytes.length}`);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.equals(voice.bytes.subarray(0, 2))).toBe(true);
    const tail = await ranged('bytes=-10');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(voice.bytes.subarray(-10))).toBe(true);
    const beyond = await ranged(`bytes=${voice.bytes.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${voice.bytes.length}`);
    const otherUnit = await ranged('items=0-1');
    expect(otherUnit.statusCode).toBe(200);
    expect(otherUnit.rawPayload.equals(voice.bytes)).toBe(true);

    const withoutVoice = await s.inserted();
    const none = await asSupport.get(url(withoutVoice.id, '/media/voice'));
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NOT_FOUND');
    expect((await asSupport.get(url(sent.id, '/media/resume'))).statusCode).toBe(400);
    const customer = await signedInCustomer(t.app);
    expect((await s.as(customer.cookie).get(url(sent.id, '/media/photo'))).statusCode).toBe(403);
  });
});

describe('screening', () => {
  it('keeps notes with their author, and audits that a note was added, not what it says', async () => {
    const sent = await s.submitted();
    const res = await asSupport.post(url(sent.id, '/notes'), {
      body: '  Lovely voice; call back Tuesday.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [note] = (res.json() as StaffApplication).notes;
    expect(note).toMatchObject({ body: 'Lovely voice; call back Tuesday.', authorName: expect.any(String) });
    expect((await asSupport.post(url(sent.id, '/notes'), { body: '   ' })).statusCode).toBe(400);
    expect((await asSupport.post(url(sent.id, '/notes'), { body: 'x', extra: 1 })).statusCode).toBe(400);

    const [audit] = await auditRowsOf(t.db, `application:${sent.id}`);
    expect(audit).toMatchObject({ action: 'application.note', after: { noteId: note!.id } });
    expect(JSON.stringify(audit)).not.toContain('Lovely');
    const page = (await asSupport.get(url(sent.id))).json() as StaffApplication;
    expect(page.history).toEqual([
      expect.objectContaining({ action: 'application.note', actorEmail: s.support.email }),
    ]);
  });

  it('takes up a new application once (new → screening), audited', async () => {
    const sent = await s.submitted();
    const res = await asSupport.post(url(sent.id, '/screening'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('screening');
    // Again: nothing changes, nothing more is recorded.
    expect((await asSupport.post(url(sent.id, '/screening'))).json().status).toBe('screening');
    const rows = await auditRowsOf(t.db, `application:${sent.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'application.status',
      before: { status: 'new' },
      after: { status: 'screening' },
    });
  });

  it('schedules the test reading: a time to come and a staff member, each refusal naming its field', async () => {
    const sent = await s.submitted();
    const past = await asSupport.put(url(sent.id, '/test-reading'), {
      at: new Date(Date.now() - 60_000).toISOString(),
      screenerUserId: s.support.userId,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^at: /),
    });

    const customer = await signedInCustomer(t.app);
    for (const screenerUserId of [customer.id, 'no-such-login']) {
      const notStaff = await asSupport.put(url(sent.id, '/test-reading'), {
        at: daysFromNow(1),
        screenerUserId,
      });
      expect(notStaff.statusCode).toBe(400);
      expect(notStaff.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/^screenerUserId: /),
      });
    }
    expect(
      (await asSupport.put(url(sent.id, '/test-reading'), { at: 'tomorrow', screenerUserId: 'x' }))
        .statusCode,
    ).toBe(400);
    const [row] = await t.db.select().from(advisorApplications).where(eq(advisorApplications.id, sent.id));
    expect(row).toMatchObject({ status: 'new', testReadingAt: null, screenerUserId: null });

    const at = daysFromNow(3);
    const res = await asSupport.put(url(sent.id, '/test-reading'), { at, screenerUserId: s.admin.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'test_reading',
      testReadingAt: at,
      screener: { userId: s.admin.userId, name: expect.any(String) },
    });
    const [audit] = await auditRowsOf(t.db, `application:${sent.id}`);
    expect(audit).toMatchObject({
      action: 'application.schedule_test',
      after: { status: 'test_reading', testReadingAt: at, screenerUserId: s.admin.userId },
    });
  });

  it('records the scores only once a test reading is set, and tells a pass from a fail', async () => {
    const sent = await s.submitted();
    const early = await asSupport.put(url(sent.id, '/test-outcome'), { scores: PASSING });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('TEST_NOT_SCHEDULED');
    // The back office in French reads the refusal in French (the page's Accept-Language).
    const french = await t.app.inject({
      method: 'PUT',
      url: url(sent.id, '/test-outcome'),
      headers: { origin: ORIGIN, cookie: s.support.cookie, 'accept-language': 'fr-CA' },
      payload: { scores: PASSING },
    });
    expect(french.json().error).toEqual({
      code: 'TEST_NOT_SCHEDULED',
      message: fr.backOffice.applications.errors.notScheduled,
    });

    const failed = await s.tested(sent.id, FAILING);
    expect(failed).toMatchObject({ testScores: FAILING, testOutcome: 'fail' });
    const passed = await asSupport.put(url(sent.id, '/test-outcome'), { scores: PASSING });
    expect(passed.json()).toMatchObject({ testScores: PASSING, testOutcome: 'pass' });
    for (const scores of [
      { ...PASSING, ethics: 6 },
      { ...PASSING, ethics: 0 },
      { accuracy: 3 },
      { ...PASSING, charm: 5 },
    ]) {
      expect((await asSupport.put(url(sent.id, '/test-outcome'), { scores })).statusCode).toBe(400);
    }
    const [audit] = await auditRowsOf(t.db, `application:${sent.id}`);
    expect(audit).toMatchObject({
      action: 'application.record_test',
      before: { testScores: FAILING },
      after: { testScores: PASSING, outcome: 'pass' },
    });
    // Moving the test reading clears the scores: the decision follows the last reading.
    const moved = await asSupport.put(url(sent.id, '/test-reading'), {
      at: daysFromNow(5),
      screenerUserId: s.support.userId,
    });
    expect(moved.json()).toMatchObject({ testScores: null, testOutcome: null });
  });

  it('changes nothing on a withdrawn application but its notes (409 APPLICATION_CLOSED)', async () => {
    const sent = await s.submitted();
    const [row] = await a.applicationsOf(sent.email);
    expect((await a.withdraw(row!.withdrawToken)).statusCode).toBe(204);
    for (const [method, path, body] of [
      ['post', '/screening', undefined],
      ['put', '/test-reading', { at: daysFromNow(1), screenerUserId: s.support.userId }],
      ['put', '/test-outcome', { scores: PASSING }],
    ] as const) {
      const res = await asSupport[method](url(sent.id, path), body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().error.code, path).toBe('APPLICATION_CLOSED');
    }
    expect((await asSupport.post(url(sent.id, '/notes'), { body: 'Withdrew by e-mail.' })).statusCode).toBe(
      201,
    );
  });

  it("never writes the applicant's name, e-mail, phone or words in the audit log", async () => {
    const sent = await s.submitted({ experience: 'A distinctive experience sentence for this test only.' });
    await asSupport.post(url(sent.id, '/screening'));
    await asSupport.post(url(sent.id, '/notes'), { body: 'A note.' });
    await s.tested(sent.id);
    const rows = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `application:${sent.id}`));
    expect(rows.length).toBe(4);
    const text = JSON.stringify(rows);
    for (const personal of [
      sent.name,
      sent.email,
      sent.phone,
      sent.phone.slice(2),
      'distinctive',
      'tarot with care',
    ]) {
      expect(text).not.toContain(personal);
    }
  });
});

describe('who may screen', () => {
  it('refuses a customer and an advisor (403) before reading their input, and a visitor (401)', async () => {
    const sent = await s.inserted();
    const customer = await signedInCustomer(t.app);
    const advisor = await signedInAdvisor(t.app, t.db, 1002);
    const calls = [
      ['get', '/api/staff/applications', undefined],
      ['get', url(sent.id), undefined],
      ['post', url(sent.id, '/notes'), { nonsense: true }],
      ['put', url(sent.id, '/test-reading'), {}],
      ['post', url(sent.id, '/approve'), undefined],
      ['post', url(sent.id, '/reject'), { reason: 'nope' }],
    ] as const;
    for (const [method, path, body] of calls) {
      for (const cookie of [customer.cookie, advisor.cookie]) {
        expect((await s.as(cookie)[method](path, body)).statusCode, path).toBe(403);
      }
      expect((await s.as('')[method](path, body)).statusCode, path).toBe(401);
    }
  });

  it('lets support screen but not decide (403 on approve and reject)', async () => {
    const sent = await s.submitted();
    await s.tested(sent.id, PASSING);
    expect((await asSupport.post(url(sent.id, '/approve'))).statusCode).toBe(403);
    expect((await asSupport.post(url(sent.id, '/reject'), { reason: 'experience' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(advisorApplications).where(eq(advisorApplications.id, sent.id));
    expect(row?.status).toBe('test_reading');
    expect((await asAdmin.get(url(sent.id))).statusCode).toBe(200);
  });
});
