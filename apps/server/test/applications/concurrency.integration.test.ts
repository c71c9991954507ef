import { describe, expect, it } from 'vitest';
import { useApplications } from './helpers.ts';

/**
 * Two submissions at once (a double click, a retry of a slow upload) create one application: the
 * applicant's locks and the conditional use of the phone's code. On PostgreSQL (TEST_DATABASE_URL) the
 * requests meet on a pool of connections and real locks; on PGlite they run one after the other.
 */
const a = useApplications();

describe('concurrent submissions', () => {
  it('of the same application: one 201, the others refused, one row, one e-mail', async () => {
    const sender = { address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const body = await a.body({ phone: phone.typed });
    const answers = await Promise.all(Array.from({ length: 4 }, () => a.submit(body, sender)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(['ALREADY_APPLIED', 'PHONE_NOT_VERIFIED', 'RATE_LIMITED']).toContain(res.json().error.code);
    }
    expect(await a.applicationsOf(body.email)).toHaveLength(1);
    expect(await a.jobsTo(body.email)).toHaveLength(1);
    const [code] = await a.codesOf(phone.e164);
    expect(code?.consumedAt).not.toBeNull();
  });

  it('with one verified code and four e-mails: the code makes one application', async () => {
    const phone = await a.verifiedPhone({ address: a.newAddress() });
    const bodies = await Promise.all(Array.from({ length: 4 }, () => a.body({ phone: phone.typed })));
    const answers = await Promise.all(bodies.map((body) => a.submit(body, { address: a.newAddress() })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect([400, 409], res.body).toContain(res.statusCode);
    }
    const stored = (await Promise.all(bodies.map((body) => a.applicationsOf(body.email)))).flat();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.phone).toBe(phone.e164);
  });
});
