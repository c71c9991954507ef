import { randomBytes, randomUUID } from 'node:crypto';
import { advisorApplicationMedia, advisorApplications } from '@app/db/schema';
import { beforeAll } from 'vitest';
import { type SignedInLogin, signedInStaff } from '../helpers/advisors.ts';
import { ORIGIN } from '../helpers/customers.ts';
import { lateLogin } from '../helpers/staff.ts';
import { type Language, useApplications } from './helpers.ts';

export const PASSING = { accuracy: 4, empathy: 3, clarity: 5, ethics: 4 };
export const FAILING = { accuracy: 5, empathy: 5, clarity: 5, ethics: 3 };

/** An instant `days` from now, as the back office sends it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000).toISOString();

/**
 * The applicant's test app (useApplications) with a signed-in admin and support member, the back
 * office's calls as anyone holding a cookie makes them, and the steps of screening.
 */
export function useScreening() {
  const a = useApplications();
  const { t } = a;
  const logins: { admin?: SignedInLogin; support?: SignedInLogin } = {};
  beforeAll(async () => {
    logins.admin = await signedInStaff(t.app, t.db, 'admin');
    logins.support = await signedInStaff(t.app, t.db, 'support');
  }, 60_000);
  const admin = lateLogin(() => logins.admin);
  const support = lateLogin(() => logins.support);

  /** The back office's API as the holder of `cookie` calls it. */
  const as = (login: { readonly cookie: string } | string) => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, cookie: typeof login === 'string' ? login : login.cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return {
      get: (url: string) => call('GET', url),
      post: (url: string, payload?: unknown) => call('POST', url, payload),
      put: (url: string, payload?: unknown) => call('PUT', url, payload),
    };
  };
  const asAdmin = as(admin);
  const asSupport = as(support);

  /**
   * An application sent through the real routes (the phone verified by its texted code), from an address
   * of its own; a unique name, so that approving it never meets another advisor's.
   */
  async function submitted(overrides: Record<string, unknown> = {}, language: Language = 'en') {
    const sender = { language, address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const body = await a.body({ name: `Seer ${randomUUID().slice(0, 8)}`, phone: phone.typed, ...overrides });
    const res = await a.submit(body, sender);
    if (res.statusCode !== 201) throw new Error(`submit answered ${res.statusCode} ${res.body}`);
    const { id } = res.json() as { id: string };
    return { id, email: String(body.email).toLowerCase(), phone: phone.e164, name: String(body.name) };
  }

  /** An application written straight to the table (for the queue's filters and dates), with a photo. */
  async function inserted(values: Partial<typeof advisorApplications.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(advisorApplications)
      .values({
        name: `Listed ${randomUUID().slice(0, 8)}`,
        email: `listed-${randomUUID().slice(0, 8)}@example.com`,
        phone: a.newPhone().e164,
        province: 'ON',
        language: 'en',
        languages: ['en'],
        specialties: ['tarot'],
        styles: ['direct'],
        experience: 'Some years of readings.',
        availability: { fri: ['evening'] },
        presentation: 'A presentation long enough for the queue.',
        confirmedAt: new Date(),
        withdrawToken: randomBytes(24).toString('base64url'),
        ...values,
      })
      .returning();
    await t.db.insert(advisorApplicationMedia).values({
      applicationId: row!.id,
      kind: 'photo',
      contentType: 'image/jpeg',
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    return row!;
  }

  const url = (id: string, rest = '') => `/api/staff/applications/${id}${rest}`;

  /** The test reading scheduled (support plays the client), then scored. */
  async function tested(id: string, scores: Record<string, number> = PASSING) {
    const scheduled = await asSupport.put(url(id, '/test-reading'), {
      at: daysFromNow(2),
      screenerUserId: support.userId,
    });
    if (scheduled.statusCode !== 200)
      throw new Error(`test-reading ${scheduled.statusCode} ${scheduled.body}`);
    const scored = await asSupport.put(url(id, '/test-outcome'), { scores });
    if (scored.statusCode !== 200) throw new Error(`test-outcome ${scored.statusCode} ${scored.body}`);
    return scored.json();
  }

  return { a, t, admin, support, as, asAdmin, asSupport, submitted, inserted, url, tested };
}
