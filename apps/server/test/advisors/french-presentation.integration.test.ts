import { randomUUID } from 'node:crypto';
import { ADVISOR_SEEDS } from '@app/db/seed/advisors-data';
import { INITIAL_DATA_IDS } from '@app/shared/constants';
import { fr } from '@app/shared/messages/fr';
import { metaDescription } from '@app/shared/rules/meta';
import { advisorSlug } from '@app/shared/rules/slug';
import {
  ADVISOR_DESCRIPTION_MAX,
  type AdvisorProfile,
  advisorProfileSchema,
} from '@app/shared/schemas/advisor-console';
import { psychicStatusListSchema } from '@app/shared/schemas/advisors';
import type { StaffAdvisor } from '@app/shared/schemas/staff-advisors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { auditRowsOf } from '../helpers/staff.ts';

// An advisor may write their presentation in French too. French pages show it (the directory,
// the profile and its server-rendered head), and the English one where there is none.

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const AGENT = 1001;
const OTHER = 1002;
const ENGLISH = 'Tarot and clairvoyance with care, for love, work and family questions.';
const FRENCH = 'Tarot et voyance avec douceur, pour vos questions de coeur, de travail et de famille.';

const seedOf = (agentId: number) => {
  const seed = ADVISOR_SEEDS.find((advisor) => advisor.agentId === agentId);
  if (!seed) throw new Error(`no seed ${agentId}`);
  return seed;
};

describe("an advisor's presentation in French", () => {
  let testApp: TestApp;
  let advisor: SignedInLogin;
  let otherAdvisor: SignedInLogin;
  let customerCookie: string;
  let adminCookie: string;
  let supportCookie: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    advisor = await signedInAdvisor(testApp.app, testApp.database.db, AGENT);
    otherAdvisor = await signedInAdvisor(testApp.app, testApp.database.db, OTHER);
    customerCookie = (await signedInCustomer(testApp.app)).cookie;
    adminCookie = (await signedInStaff(testApp.app, testApp.database.db, 'admin')).cookie;
    supportCookie = (await signedInStaff(testApp.app, testApp.database.db, 'support')).cookie;
    // The demo advisors come with French words: this one takes theirs away, as one who never wrote any.
    const cleared = await testApp.app.inject({
      method: 'PUT',
      url: `/api/advisor/${AGENT}/description`,
      headers: { origin: ORIGIN, cookie: advisor.cookie },
      payload: { description: seedOf(AGENT).description, descriptionFr: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
  }, 60_000);
  afterAll(() => testApp?.close());

  const send = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const saveTexts = (body: object, agentId = AGENT, cookie = advisor.cookie) =>
    send('PUT', `/api/advisor/${agentId}/description`, cookie, body);
  const profileOf = async (agentId = AGENT) => {
    const res = await send('GET', `/api/advisor/${agentId}/profile`, advisor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return advisorProfileSchema.parse(res.json()) as AdvisorProfile;
  };
  const feedRecord = async (agentId: number) => {
    const res = await send('GET', FEED);
    expect(res.statusCode).toBe(200);
    return psychicStatusListSchema.parse(res.json()).find((record) => record.agentId === agentId);
  };
  const profilePath = (agentId: number) => `/psychic/${advisorSlug(seedOf(agentId).name, agentId)}`;
  const metaOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  const jsonLdOf = (html: string) =>
    JSON.parse(
      html.match(/<script type="application\/ld\+json" data-ssr-head>(.*?)<\/script>/)?.[1] ?? 'null',
    ) as { description?: string } | null;
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;

  it('starts without one: the profile and the feed say null', async () => {
    expect((await profileOf()).descriptionFr).toBeNull();
    const record = await feedRecord(AGENT);
    expect(record).toHaveProperty('descrFr', null);
    expect(record?.descr).toBe(seedOf(AGENT).description);
  });

  it('is saved beside the English one, and the feed, the profile and both pages follow', async () => {
    const before = await send('GET', FEED);
    const res = await saveTexts({ description: ENGLISH, descriptionFr: `  ${FRENCH}\r\n\r\n  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(advisorProfileSchema.parse(res.json())).toMatchObject({
      description: ENGLISH,
      descriptionFr: FRENCH,
    });
    expect(await profileOf()).toMatchObject({ description: ENGLISH, descriptionFr: FRENCH });
    expect(await feedRecord(AGENT)).toMatchObject({ descr: ENGLISH, descrFr: FRENCH });

    // The feed's bytes changed: a new ETag, and the old one no longer answers 304.
    const after = await send('GET', FEED);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await send('GET', FEED, undefined, undefined, {
      'if-none-match': before.headers.etag as string,
    });
    expect(stale.statusCode).toBe(200);
    const fresh = await send('GET', FEED, undefined, undefined, {
      'if-none-match': after.headers.etag as string,
    });
    expect(fresh.statusCode).toBe(304);

    const french = await send('GET', `/fr${profilePath(AGENT)}`);
    expect(french.statusCode).toBe(200);
    expect(metaOf(french.body)).toBe(metaDescription(FRENCH));
    expect(jsonLdOf(french.body)?.description).toBe(metaDescription(FRENCH));
    expect(french.body).not.toContain(`content="${metaDescription(ENGLISH)}"`);

    const english = await send('GET', profilePath(AGENT));
    expect(english.statusCode).toBe(200);
    expect(metaOf(english.body)).toBe(metaDescription(ENGLISH));
    expect(jsonLdOf(english.body)?.description).toBe(metaDescription(ENGLISH));
    expect(english.body).not.toContain(`content="${metaDescription(FRENCH)}"`);

    // The data the server writes into index.html is the feed's record, French presentation included,
    // on the home page and the profiles of both languages.
    for (const url of ['/', '/fr', `/fr${profilePath(AGENT)}`]) {
      const page = await send('GET', url);
      const initial = page.body.match(
        new RegExp(`<script[^>]*id="${INITIAL_DATA_IDS.advisors}"[^>]*>(.*?)</script>`),
      )?.[1];
      const records = psychicStatusListSchema.parse(JSON.parse(initial ?? 'null'));
      expect(records.find((record) => record.agentId === AGENT)?.descrFr, url).toBe(FRENCH);
    }
  });

  it('stays as it is when a save leaves it out', async () => {
    await saveTexts({ description: ENGLISH, descriptionFr: FRENCH });
    const res = await saveTexts({ description: `${ENGLISH} Since 2001.` });
    expect(res.statusCode, res.body).toBe(200);
    expect(advisorProfileSchema.parse(res.json()).descriptionFr).toBe(FRENCH);
    expect(await feedRecord(AGENT)).toMatchObject({ descr: `${ENGLISH} Since 2001.`, descrFr: FRENCH });
  });

  it.each([
    ['an empty string', ''],
    ['only spaces and line breaks', ' \r\n \n '],
    ['null', null],
  ])('is removed by %s: French pages then show the English presentation', async (_case, empty) => {
    await saveTexts({ description: ENGLISH, descriptionFr: FRENCH });
    const res = await saveTexts({ description: ENGLISH, descriptionFr: empty });
    expect(res.statusCode, res.body).toBe(200);
    expect(advisorProfileSchema.parse(res.json()).descriptionFr).toBeNull();
    expect(await feedRecord(AGENT)).toHaveProperty('descrFr', null);
    const french = await send('GET', `/fr${profilePath(AGENT)}`);
    expect(metaOf(french.body)).toBe(metaDescription(ENGLISH));
  });

  it.each([
    ['too short', { descriptionFr: '  Trop court.  ' }, 'Write at least 20 characters.'],
    [
      'too long',
      { descriptionFr: 'x'.repeat(ADVISOR_DESCRIPTION_MAX + 1) },
      `Keep it under ${ADVISOR_DESCRIPTION_MAX} characters.`,
    ],
    ['a NUL', { descriptionFr: 'Une présentation avec un \u0000 caché dedans.' }, 'control characters'],
    ['an escape', { descriptionFr: 'Une présentation avec une \u001b[31m séquence.' }, 'control characters'],
    ['not text', { descriptionFr: 42 }, 'descriptionFr'],
  ])('refuses a French presentation %s (400), changing nothing', async (_case, body, message) => {
    await saveTexts({ description: ENGLISH, descriptionFr: FRENCH });
    const before = await feedRecord(AGENT);
    const res = await saveTexts({ description: `${ENGLISH} Changed.`, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain(message);
    expect(await feedRecord(AGENT)).toEqual(before);
  });

  it("says what is wrong in the console's language, with the check's number", async () => {
    const res = await send(
      'PUT',
      `/api/advisor/${AGENT}/description`,
      advisor.cookie,
      { description: ENGLISH, descriptionFr: 'Trop court.' },
      { 'accept-language': 'fr-CA' },
    );
    expect(res.statusCode, res.body).toBe(400);
    const expected = fr.advisorConsole.profile.presentation.tooShort.replace('{{count}}', '20');
    expect(errorOf(res).message).toBe(`descriptionFr: ${expected}`);
  });

  it('accepts exactly the longest presentation', async () => {
    const longest = `${'Voyance. '.repeat(300)}`.slice(0, ADVISOR_DESCRIPTION_MAX);
    const res = await saveTexts({ description: ENGLISH, descriptionFr: longest });
    expect(res.statusCode, res.body).toBe(200);
    expect(advisorProfileSchema.parse(res.json()).descriptionFr).toBe(longest.trim());
  });

  it('cannot be changed by another advisor, a customer, staff through the console, or a visitor', async () => {
    await saveTexts({ description: ENGLISH, descriptionFr: FRENCH });
    const body = {
      description: 'Someone else writes this presentation.',
      descriptionFr: 'Quelqu’un d’autre écrit ce texte ici.',
    };
    expect((await saveTexts(body, AGENT, otherAdvisor.cookie)).statusCode).toBe(403);
    expect((await saveTexts(body, AGENT, customerCookie)).statusCode).toBe(403);
    expect((await saveTexts(body, AGENT, adminCookie)).statusCode).toBe(403);
    expect((await send('PUT', `/api/advisor/${AGENT}/description`, undefined, body)).statusCode).toBe(401);
    // Nor through the back office by support, who may only read advisors.
    const patch = await send('PATCH', `/api/staff/advisors/${AGENT}`, supportCookie, {
      descriptionFr: body.descriptionFr,
    });
    expect(patch.statusCode).toBe(403);
    expect(await feedRecord(AGENT)).toMatchObject({ descr: ENGLISH, descrFr: FRENCH });
    // The other advisor's own save touches only their own record.
    const own = await saveTexts(body, OTHER, otherAdvisor.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(await feedRecord(AGENT)).toMatchObject({ descr: ENGLISH, descrFr: FRENCH });
    expect((await feedRecord(OTHER))?.descrFr).toBe(body.descriptionFr);
  });

  describe('in the back office', () => {
    const week = {
      sunday: [],
      monday: [{ from: '9:00 AM', to: '5:00 PM' }],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
    };
    let seq = 0;
    const newAdvisorBody = (overrides: Record<string, unknown> = {}) => {
      seq += 1;
      return {
        name: `Voyante ${randomUUID().slice(0, 8)}`,
        agentId: 700_000 + Math.floor(Math.random() * 100_000) + seq,
        description: ENGLISH,
        week,
        phoneNumber: `438${200 + Math.floor(Math.random() * 700)}${String(1000 + seq).padStart(4, '0')}`,
        payoutCentsPerMinute: null,
        ...overrides,
      };
    };
    const createAdvisor = async (overrides: Record<string, unknown> = {}) => {
      const res = await send('POST', '/api/staff/advisors', adminCookie, newAdvisorBody(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as StaffAdvisor;
    };
    const patch = (agentId: number, body: object, cookie = adminCookie) =>
      send('PATCH', `/api/staff/advisors/${agentId}`, cookie, body);

    it('creates an advisor with a French presentation, audited, and one without', async () => {
      const made = await createAdvisor({ descriptionFr: FRENCH });
      expect(made.descriptionFr).toBe(FRENCH);
      expect((await feedRecord(made.agentId))?.descrFr).toBe(FRENCH);
      const [audit] = await auditRowsOf(testApp.database.db, `advisor:${made.agentId}`);
      expect(audit).toMatchObject({ action: 'advisor.create', after: { descriptionFr: FRENCH } });

      const plain = await createAdvisor();
      expect(plain.descriptionFr).toBeNull();
      expect(await feedRecord(plain.agentId)).toHaveProperty('descrFr', null);
      const blank = await createAdvisor({ descriptionFr: '   ' });
      expect(blank.descriptionFr).toBeNull();
    });

    it('changes and removes it, with before and after in each audit row', async () => {
      const made = await createAdvisor();
      const set = await patch(made.agentId, { descriptionFr: FRENCH });
      expect(set.statusCode, set.body).toBe(200);
      expect((set.json() as StaffAdvisor).descriptionFr).toBe(FRENCH);
      expect((await feedRecord(made.agentId))?.descrFr).toBe(FRENCH);
      let [audit] = await auditRowsOf(testApp.database.db, `advisor:${made.agentId}`);
      expect(audit).toMatchObject({
        action: 'advisor.update',
        before: { descriptionFr: null },
        after: { descriptionFr: FRENCH },
      });

      const cleared = await patch(made.agentId, { descriptionFr: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((cleared.json() as StaffAdvisor).descriptionFr).toBeNull();
      expect(await feedRecord(made.agentId)).toHaveProperty('descrFr', null);
      [audit] = await auditRowsOf(testApp.database.db, `advisor:${made.agentId}`);
      expect(audit).toMatchObject({
        action: 'advisor.update',
        before: { descriptionFr: FRENCH },
        after: { descriptionFr: null },
      });

      // The staff list and the advisor's page show it too.
      await patch(made.agentId, { descriptionFr: FRENCH });
      const one = await send('GET', `/api/staff/advisors/${made.agentId}`, supportCookie);
      expect((one.json() as StaffAdvisor).descriptionFr).toBe(FRENCH);
    });

    it.each([
      ['too short', 'Trop court.', 'Write at least 20 characters.'],
      [
        'too long',
        'x'.repeat(ADVISOR_DESCRIPTION_MAX + 1),
        `Keep it under ${ADVISOR_DESCRIPTION_MAX} characters.`,
      ],
      ['a NUL', 'Une présentation avec un \u0000 caché dedans.', 'control characters'],
    ])(
      'refuses a French presentation %s (400), on a change and on a new advisor',
      async (_case, text, message) => {
        const made = await createAdvisor({ descriptionFr: FRENCH });
        const auditsBefore = (await auditRowsOf(testApp.database.db, `advisor:${made.agentId}`)).length;
        const res = await patch(made.agentId, { descriptionFr: text });
        expect(res.statusCode, res.body).toBe(400);
        expect(errorOf(res).message).toContain(message);
        expect((await feedRecord(made.agentId))?.descrFr).toBe(FRENCH);
        expect((await auditRowsOf(testApp.database.db, `advisor:${made.agentId}`)).length).toBe(auditsBefore);

        const body = newAdvisorBody({ descriptionFr: text });
        const created = await send('POST', '/api/staff/advisors', adminCookie, body);
        expect(created.statusCode, created.body).toBe(400);
        expect(await feedRecord(body.agentId)).toBeUndefined();
      },
    );
  });
});
