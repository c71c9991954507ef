import { randomUUID } from 'node:crypto';
import { messageJobs, phoneVerifications } from '@app/db/schema';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/build-test-app.ts';
import { lastMessageTo, PASSWORD, post, signedInCustomer } from '../helpers/customers.ts';

// Sign-in e-mails and texts go through the durable message queue (message_jobs): written by the
// transaction that decides them (or before the request answers), delivered after the commit, retried
// when refused.
const t = useTestApp();

const jobsTo = (to: string) =>
  t.database.db.select().from(messageJobs).where(eq(messageJobs.to, to)).orderBy(desc(messageJobs.createdAt));

describe('sign-in messages on the durable queue', () => {
  it("queue a sign-up's confirmation with the sign-up, and a reset's link before answering", async () => {
    const email = `queued.${randomUUID()}@example.com`;
    const res = await post(t.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(res.statusCode).toBe(200);
    const [confirmation] = await jobsTo(email);
    expect(confirmation?.key).toMatch(/^verify-email:/);
    // The key holds a digest, never the link's token.
    const token = (await lastMessageTo(t.app, email)).body.match(/token=([^&\s]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(confirmation?.key).not.toContain(token);
    expect((await jobsTo(email))[0]?.status).toBe('sent');

    const reset = await post(t.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    const [resetJob] = await jobsTo(email);
    expect(resetJob?.key).toMatch(/^password-reset:/);
    expect((await lastMessageTo(t.app, email)).subject).toContain('Reset your password');
  });

  it('queue a texted code in the transaction that records it, keyed by that code', async () => {
    const who = await signedInCustomer(t.app);
    const phone = `438555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const res = await post(t.app, '/.netlify/functions/request-otp', { phone }, { cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [verification] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneE164, `+1${phone}`));
    const [job] = await jobsTo(`+1${phone}`);
    expect(job).toMatchObject({ key: `code:${verification?.id}`, channel: 'sms' });
    expect((await lastMessageTo(t.app, `+1${phone}`, 'sms')).body).toMatch(/\b\d{6}\b/);
  });
});

describe('a refusing mail server', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every send is refused at once.
    down = await buildTestApp({ smtp: { host: '127.0.0.1', port: 9, secure: false, auth: undefined } });
  }, 60_000);
  afterAll(async () => {
    await down?.close();
  });

  it('loses nothing: the sign-up stands and its confirmation waits for the next try', async () => {
    const email = `refused.${randomUUID()}@example.com`;
    const res = await post(down.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(res.statusCode).toBe(200);
    // Written with the sign-up, before any delivery was tried.
    const jobs = () =>
      down.database.db.select().from(messageJobs).where(like(messageJobs.key, 'verify-email:%'));
    const queued = (await jobs()).filter((job) => job.to === email);
    expect(queued).toHaveLength(1);

    await down.app.trust.messages.deliverDue();
    await down.app.trust.messages.deliverDue(new Date(Date.now() + 60 * 60_000));
    const [after] = (await jobs()).filter((job) => job.to === email);
    expect(after).toMatchObject({ status: 'pending' });
    expect(after?.attempts).toBeGreaterThanOrEqual(2);
    expect(after?.lastError).toBeTruthy();
  });
});
