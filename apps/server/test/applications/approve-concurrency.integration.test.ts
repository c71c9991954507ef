import { advisorOnboarding, advisors, messageJobs, user } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../helpers/customers.ts';
import { useScreening } from './screening-helpers.ts';

/**
 * Two approvals of one application at once (a double click, two admins) make one advisor, one login, one
 * profile, one first-days row, one welcome text and one set-password e-mail, and both answer it. On
 * PostgreSQL (TEST_DATABASE_URL) the requests meet on a pool of connections and the application's row
 * lock; on PGlite they run one after the other.
 */
const s = useScreening();
const { t, asAdmin, url } = s;

describe('concurrent approvals', () => {
  it('of one application make exactly one advisor, and answer it to both', async () => {
    const sent = await s.submitted();
    await s.tested(sent.id);
    const answers = await Promise.all([
      asAdmin.post(url(sent.id, '/approve')),
      asAdmin.post(url(sent.id, '/approve')),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const [first, second] = answers.map((res) => (res.json() as { agentId: number }).agentId);
    expect(second).toBe(first);

    const made = await t.db.select().from(advisors).where(eq(advisors.phoneNumber, sent.phone));
    expect(made.map((row) => row.agentId)).toEqual([first]);
    const logins = await t.db.select().from(user).where(eq(user.email, sent.email));
    expect(logins).toHaveLength(1);
    expect(made[0]?.userId).toBe(logins[0]?.id);
    expect(
      await t.db.select().from(advisorOnboarding).where(eq(advisorOnboarding.agentId, first!)),
    ).toHaveLength(1);
    expect(await t.db.select().from(messageJobs).where(eq(messageJobs.to, sent.phone))).toHaveLength(2);
    const mails = (await readOutbox(t.app)).filter(
      (entry) => entry.to === sent.email && entry.channel === 'email',
    );
    // The confirmation of the application, then one set-password e-mail.
    expect(mails).toHaveLength(2);
    expect(mails.filter((entry) => entry.body.includes('/api/auth/reset-password/'))).toHaveLength(1);
  });

  it('of two applications give two extensions, one after the other', async () => {
    const [one, two] = [await s.submitted(), await s.submitted()];
    await s.tested(one.id);
    await s.tested(two.id);
    const answers = await Promise.all([
      asAdmin.post(url(one.id, '/approve')),
      asAdmin.post(url(two.id, '/approve')),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = answers.map((res) => (res.json() as { agentId: number }).agentId).sort((x, y) => x - y);
    expect(ids[1]).toBe(ids[0]! + 1);
  });
});
