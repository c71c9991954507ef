import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '@app/db/client';
import {
  advisorApplicationMedia,
  advisorApplicationNotes,
  advisorApplications,
  applicationPhoneCodes,
  jobRuns,
  messageJobs,
} from '@app/db/schema';
import { addCalendarMonths } from '@app/shared/rules/calendar-months';
import type { ApplicationStatus } from '@app/shared/schemas/applications';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredApplications } from '../../src/modules/applications/retention.ts';
import {
  APPLICATION_RETENTION_JOB,
  createApplicationRetention,
} from '../../src/modules/jobs/application-retention.ts';
import { useApplications } from './helpers.ts';

/**
 * Law 25 (issue 43): rejected and withdrawn applications, with their photo, voice sample and notes, are
 * deleted 12 months after the decision by the daily job, once a day across instances; applications
 * under way or approved never are; texted phone codes go after 30 days. The clock is the test's: each
 * test passes its own `now`, and looks only at its own rows (a later `now` may delete an earlier test's).
 */
const a = useApplications();
/** A second server instance's own connection to the same database (PostgreSQL), or the same one (PGlite). */
let second: Database | undefined;

beforeAll(async () => {
  const url = a.t.database.pool?.options.connectionString;
  if (url) second = await createDatabase({ url, poolSize: 2 });
}, 60_000);

afterAll(async () => {
  await second?.close();
});

const DAY_MS = 86_400_000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

/** An application decided (or not) by staff, with a photo, a voice sample and a note. */
async function application(status: ApplicationStatus, decidedAt: Date | null): Promise<string> {
  const { id } = await a.earlier({ email: a.newEmail(), phone: a.newPhone().e164, status, decidedAt });
  await a.t.db.insert(advisorApplicationMedia).values([
    { applicationId: id, kind: 'photo', contentType: 'image/jpeg', bytes: Buffer.from('photo') },
    { applicationId: id, kind: 'voice', contentType: 'audio/wav', bytes: Buffer.from('voice') },
  ]);
  await a.t.db
    .insert(advisorApplicationNotes)
    .values({ applicationId: id, body: 'Warm voice, clear answers.' });
  return id;
}

/** What is left of an application: its row, its media and its notes. */
async function leftOf(id: string) {
  const [rows, media, notes] = await Promise.all([
    a.t.db.select().from(advisorApplications).where(eq(advisorApplications.id, id)),
    a.mediaOf(id),
    a.t.db.select().from(advisorApplicationNotes).where(eq(advisorApplicationNotes.applicationId, id)),
  ]);
  return { application: rows.length, media: media.length, notes: notes.length };
}

const KEPT = { application: 1, media: 2, notes: 1 };
const GONE = { application: 0, media: 0, notes: 0 };

describe('the deletion of expired applications', () => {
  it('deletes a rejection 12 months and a day old with its photo, voice and notes; keeps one of 11 months', async () => {
    const now = new Date('2031-03-10T12:00:00Z');
    const expired = await application('rejected', daysBefore(addCalendarMonths(now, -12), 1));
    const recent = await application('rejected', addCalendarMonths(now, -11));
    const almost = await application('rejected', new Date(addCalendarMonths(now, -12).getTime() + 60_000));

    const result = await purgeExpiredApplications(a.t.db, now);
    expect(result.applications).toBeGreaterThanOrEqual(1);
    expect(await leftOf(expired)).toEqual(GONE);
    expect(await leftOf(recent)).toEqual(KEPT);
    expect(await leftOf(almost)).toEqual(KEPT);
  });

  it('never deletes an approved application, nor one under way, however old', async () => {
    const now = new Date('2031-04-10T12:00:00Z');
    const longAgo = addCalendarMonths(now, -60);
    const ids = await Promise.all([
      application('approved', longAgo),
      application('new', null),
      application('screening', longAgo),
      application('test_reading', longAgo),
    ]);
    await a.t.db
      .update(advisorApplications)
      .set({ createdAt: longAgo })
      .where(inArray(advisorApplications.id, ids));

    await purgeExpiredApplications(a.t.db, now);
    for (const id of ids) expect(await leftOf(id)).toEqual(KEPT);
  });

  it('deletes a withdrawn application on the same rule, from the day the applicant withdrew it', async () => {
    const now = new Date('2031-05-10T12:00:00Z');
    const expired = await application('withdrawn', daysBefore(addCalendarMonths(now, -12), 1));
    const recent = await application('withdrawn', addCalendarMonths(now, -11));
    await purgeExpiredApplications(a.t.db, now);
    expect(await leftOf(expired)).toEqual(GONE);
    expect(await leftOf(recent)).toEqual(KEPT);

    // Withdrawn through the e-mail's link: the withdrawal is the decision its 12 months count from.
    const sender = { address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const body = await a.body({ phone: phone.typed });
    expect((await a.submit(body, sender)).statusCode).toBe(201);
    const [submitted] = await a.applicationsOf(body.email);
    expect((await a.withdraw(submitted!.withdrawToken, sender)).statusCode).toBe(204);
    const [withdrawn] = await a.applicationsOf(body.email);
    expect(withdrawn?.decidedAt).toBeInstanceOf(Date);
    const decidedAt = withdrawn!.decidedAt!;
    expect(await a.mediaOf(withdrawn!.id)).toHaveLength(2);

    // What the applicant was sent (the confirmation, the code) goes with the application: a year on it
    // was delivered long ago. A message still waiting is left to its worker.
    const received = `application-received:${withdrawn!.id}`;
    const sentTo = () =>
      a.t.db.select({ key: messageJobs.key }).from(messageJobs).where(eq(messageJobs.to, phone.e164));
    const codeKeys = (await sentTo()).map((row) => row.key);
    const [confirmation] = await a.t.db
      .select({ key: messageJobs.key })
      .from(messageJobs)
      .where(eq(messageJobs.key, received));
    expect(confirmation).toBeDefined();
    expect(codeKeys.some((key) => key.startsWith('application-code:'))).toBe(true);
    await a.t.db
      .update(messageJobs)
      .set({ status: 'sent', sentAt: decidedAt })
      .where(inArray(messageJobs.key, [received, ...codeKeys]));
    await a.t.db.insert(messageJobs).values({
      key: `application-rejected:${withdrawn!.id}`,
      channel: 'email',
      to: body.email,
      body: 'still waiting',
    });

    await purgeExpiredApplications(a.t.db, daysBefore(addCalendarMonths(decidedAt, 12), 1));
    expect(await a.applicationsOf(body.email)).toHaveLength(1);
    await purgeExpiredApplications(a.t.db, addCalendarMonths(decidedAt, 12));
    expect(await a.applicationsOf(body.email)).toHaveLength(0);
    expect(await a.mediaOf(withdrawn!.id)).toHaveLength(0);
    const left = await a.t.db
      .select({ key: messageJobs.key })
      .from(messageJobs)
      .where(inArray(messageJobs.key, [received, `application-rejected:${withdrawn!.id}`]));
    expect(left.map((row) => row.key)).toEqual([`application-rejected:${withdrawn!.id}`]);
    // The codes' texts went with the codes (30 days after they were sent).
    expect(await sentTo()).toEqual([]);
  });

  it('deletes texted phone codes after 30 days, used or not', async () => {
    const now = new Date('2031-06-10T12:00:00Z');
    const phone = a.newPhone().e164;
    const code = (createdAt: Date, used: boolean) => ({
      phone,
      codeHash: randomBytes(16).toString('base64url'),
      expiresAt: new Date(createdAt.getTime() + 10 * 60_000),
      verifiedAt: used ? createdAt : null,
      consumedAt: used ? createdAt : null,
      createdAt,
    });
    await a.t.db
      .insert(applicationPhoneCodes)
      .values([
        code(daysBefore(now, 31), true),
        code(daysBefore(now, 30.5), false),
        code(daysBefore(now, 29), true),
      ]);

    const result = await purgeExpiredApplications(a.t.db, now);
    expect(result.phoneCodes).toBeGreaterThanOrEqual(2);
    const left = await a.codesOf(phone);
    expect(left.map((row) => row.createdAt)).toEqual([daysBefore(now, 29)]);
  });

  it('deletes in batches until none is left', async () => {
    const now = new Date('2031-07-10T12:00:00Z');
    const decidedAt = addCalendarMonths(now, -13);
    const ids: string[] = [];
    for (let index = 0; index < 250; index += 1) {
      const status = index % 2 === 0 ? 'rejected' : 'withdrawn';
      const row = await a.earlier({ email: a.newEmail(), phone: a.newPhone().e164, status, decidedAt });
      ids.push(row.id);
    }

    const result = await purgeExpiredApplications(a.t.db, now);
    expect(result.applications).toBeGreaterThanOrEqual(250);
    expect(
      await a.t.db.select().from(advisorApplications).where(inArray(advisorApplications.id, ids)),
    ).toEqual([]);
  });
});

describe('the daily job', () => {
  it('runs once a day across instances: of two at once one deletes, the other and a rerun find the day taken', async () => {
    const now = new Date('2032-07-01T12:00:00Z');
    const expired = await application('rejected', addCalendarMonths(now, -13));
    const otherInstance = createApplicationRetention(second?.db ?? a.t.db);

    const runs = await Promise.all([
      a.t.app.applicationRetention.runForDay(now),
      otherInstance.runForDay(now),
    ]);
    expect(runs.filter((run) => run === undefined)).toHaveLength(1);
    const [ran] = runs.filter((run) => run !== undefined);
    expect(ran?.applications).toBeGreaterThanOrEqual(1);
    expect(await leftOf(expired)).toEqual(GONE);

    // Later the same Montréal day (an instance started since, or a retried tick): nothing to do.
    expect(await a.t.app.applicationRetention.runForDay(new Date('2032-07-02T03:59:00Z'))).toBeUndefined();
    expect(await otherInstance.runForDay(new Date('2032-07-01T04:00:00Z'))).toBeUndefined();
    const [run] = await a.t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, APPLICATION_RETENTION_JOB), eq(jobRuns.slot, '2032-07-01')));
    expect(run?.finishedAt).toBeInstanceOf(Date);
    expect(JSON.parse(run!.summary!)).toEqual(ran);

    // The next day runs again, and finds nothing left to delete.
    expect(await otherInstance.runForDay(new Date('2032-07-02T12:00:00Z'))).toEqual({
      applications: 0,
      phoneCodes: 0,
    });
  });
});
