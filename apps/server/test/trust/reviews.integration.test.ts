import { reviews } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { auditRowsOf, staffApi } from '../helpers/staff.ts';
import { asCustomer, customerWithApi, DAY_MS, insertCall } from './trust-helpers.ts';

const FEED = '/.netlify/functions/fetch-psychicstatus-json';
const t = useTestApp();

async function customer(name = 'Marie Tremblay') {
  const signed = await customerWithApi(t.app);
  await signed.api.patch(`/api/customers/${signed.id}`, { name });
  return signed;
}

async function feedRating(agentId: number) {
  const records = (await t.app.inject({ method: 'GET', url: FEED })).json() as {
    agentId: number;
    rating?: { average: number; count: number } | null;
  }[];
  return records.find((record) => record.agentId === agentId)?.rating;
}

describe('who may review', () => {
  it('needs a call of at least 4 billed minutes with that advisor in the last 7 days', async () => {
    const c = await customer();
    const review = { agentId: 1002, rating: 5 };
    const refused = await c.api.post('/api/reviews', review);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_ELIGIBLE',
      message: en.trust.errors.notEligible,
    });

    // 3 minutes is not enough; 4 minutes with another advisor does not count; 8 days ago is too old.
    await insertCall(t.db, { customerId: c.id, agentId: 1002, minutes: 3 });
    await insertCall(t.db, { customerId: c.id, agentId: 1003, minutes: 4 });
    await insertCall(t.db, { customerId: c.id, agentId: 1002, minutes: 10, endedAgoMs: 8 * DAY_MS });
    expect((await c.api.post('/api/reviews', review)).statusCode).toBe(403);
    expect((await c.api.get('/api/me/reviews')).json().reviewable).toEqual([
      { agentId: 1003, advisorName: expect.any(String) },
    ]);

    await insertCall(t.db, { customerId: c.id, agentId: 1002, minutes: 4, endedAgoMs: 6 * DAY_MS });
    const created = await c.api.post('/api/reviews', review);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ agentId: 1002, rating: 5, comment: null, hidden: false });
  });

  it('allows one review per advisor and business day, in the request language', async () => {
    const c = await customer();
    await insertCall(t.db, { customerId: c.id, agentId: 1004, minutes: 12 });
    expect((await c.api.post('/api/reviews', { agentId: 1004, rating: 4 })).statusCode).toBe(201);
    const again = await asCustomer(t.app, c.cookie, 'fr').post('/api/reviews', { agentId: 1004, rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REVIEWED_TODAY');
    expect(again.json().error.message).toContain('aujourd’hui');
    expect((await c.api.get('/api/me/reviews')).json().reviewable).toEqual([]);
  });

  it('refuses bad input: rating outside 1–5, a long comment, control characters, an unknown advisor', async () => {
    const c = await customer();
    await insertCall(t.db, { customerId: c.id, agentId: 1005, minutes: 6 });
    for (const body of [
      { agentId: 1005, rating: 0 },
      { agentId: 1005, rating: 6 },
      { agentId: 1005, rating: 4.5 },
      { agentId: 1005, rating: 5, comment: 'x'.repeat(1001) },
      { agentId: 1005, rating: 5, comment: 'bell\u0007' },
      { agentId: 1005, rating: 5, extra: true },
    ]) {
      const res = await c.api.post('/api/reviews', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await c.api.post('/api/reviews', { agentId: 999_999, rating: 5 })).statusCode).toBe(404);
    const count = await t.db.select().from(reviews).where(eq(reviews.customerId, c.id));
    expect(count).toHaveLength(0);
  });
});

describe('what a review shows', () => {
  it('masks e-mail addresses and phone numbers, and signs with first name and initial', async () => {
    const c = await customer('Élodie  Gagnon');
    await insertCall(t.db, { customerId: c.id, agentId: 1006, minutes: 5 });
    const comment = 'Spot on!\nWrite me at elodie@example.com or call 514 555 0199.';
    const created = await c.api.post('/api/reviews', { agentId: 1006, rating: 5, comment: `  ${comment}  ` });
    expect(created.json().comment).toBe('Spot on!\nWrite me at ••• or call •••.');

    const page = (await t.app.inject({ method: 'GET', url: '/api/advisors/1006/reviews' })).json();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 1, summary: { average: 5, count: 1 } });
    expect(page.reviews[0]).toMatchObject({ author: 'Élodie G.', rating: 5, edited: false, reply: null });
    expect(JSON.stringify(page)).not.toContain(c.email);
  });

  it('lists newest first, ten a page, and gives the average to the feed', async () => {
    const ratings = [5, 4, 4, 3, 5, 5, 2, 4, 5, 4, 3];
    for (const rating of ratings) {
      const c = await customer();
      await insertCall(t.db, { customerId: c.id, agentId: 1007, minutes: 4 });
      expect((await c.api.post('/api/reviews', { agentId: 1007, rating })).statusCode).toBe(201);
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/advisors/1007/reviews' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/advisors/1007/reviews?page=2' })).json();
    expect(first.reviews).toHaveLength(10);
    expect(second.reviews).toHaveLength(1);
    expect(first.total).toBe(11);
    // The last review written is first; the first one written is alone on page 2.
    expect(first.reviews[0].rating).toBe(3);
    expect(second.reviews[0].rating).toBe(5);
    const expected = { average: 4, count: 11 }; // 44 / 11
    expect(first.summary).toEqual(expected);
    expect(await feedRating(1007)).toEqual(expected);
    expect(await feedRating(1001)).toBeNull();
    // The profile's structured data states the rating only where reviews exist.
    const rated = (await t.app.inject({ method: 'GET', url: '/psychic/x_1007' })).body;
    expect(rated).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"reviewCount":11');
    const unrated = (await t.app.inject({ method: 'GET', url: '/psychic/x_1001' })).body;
    expect(unrated).toContain('application/ld+json');
    expect(unrated).not.toContain('AggregateRating');
    expect((await t.app.inject({ method: 'GET', url: '/api/advisors/1007/reviews?page=0' })).statusCode).toBe(
      400,
    );
  });
});

describe('editing', () => {
  it('lets the author edit for 7 days, never someone else', async () => {
    const c = await customer();
    await insertCall(t.db, { customerId: c.id, agentId: 1008, minutes: 4 });
    const { id } = (await c.api.post('/api/reviews', { agentId: 1008, rating: 2 })).json();
    const edited = await c.api.patch(`/api/reviews/${id}`, { rating: 4, comment: 'Better on reflection.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 4, comment: 'Better on reflection.' });
    expect((await feedRating(1008))?.average).toBe(4);
    const page = (await t.app.inject({ method: 'GET', url: '/api/advisors/1008/reviews' })).json();
    expect(page.reviews[0].edited).toBe(true);

    const other = await customer();
    const stolen = await other.api.patch(`/api/reviews/${id}`, { rating: 1 });
    expect(stolen.statusCode).toBe(404);

    await t.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 7 * DAY_MS - 60_000) })
      .where(eq(reviews.id, id));
    const late = await c.api.patch(`/api/reviews/${id}`, { rating: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('EDIT_CLOSED');
    expect((await feedRating(1008))?.average).toBe(4);
  });
});

describe('moderation and replies', () => {
  it('hides a review only with an abuse reason and a note, audited, and the average drops it', async () => {
    const c = await customer();
    await insertCall(t.db, { customerId: c.id, agentId: 1009, minutes: 9 });
    const { id } = (
      await c.api.post('/api/reviews', { agentId: 1009, rating: 1, comment: 'You are an idiot' })
    ).json();
    const support = await signedInStaff(t.app, t.db, 'support');
    const staff = staffApi(t.app, support.cookie);

    for (const body of [
      { note: 'abuse' },
      { reason: 'low_rating', note: 'bad' },
      { reason: 'insult', note: ' ' },
    ]) {
      expect((await staff.post(`/api/staff/reviews/${id}/hide`, body)).statusCode).toBe(400);
    }
    const hidden = await staff.post(`/api/staff/reviews/${id}/hide`, {
      reason: 'insult',
      note: 'Insults the advisor',
    });
    expect(hidden.statusCode).toBe(200);
    expect(
      (await staff.post(`/api/staff/reviews/${id}/hide`, { reason: 'spam', note: 'again' })).statusCode,
    ).toBe(409);

    const page = (await t.app.inject({ method: 'GET', url: '/api/advisors/1009/reviews' })).json();
    expect(page).toMatchObject({ total: 0, reviews: [], summary: null });
    expect(await feedRating(1009)).toBeNull();
    const [audit] = await auditRowsOf(t.db, `review:${id}`);
    expect(audit).toMatchObject({
      action: 'review.hide',
      reason: 'Insults the advisor',
      actorEmail: support.email,
    });

    const listed = (await staff.get('/api/staff/reviews?state=hidden&agentId=1009')).json();
    expect(listed.reviews[0]).toMatchObject({
      id,
      hidden: { reason: 'insult', note: 'Insults the advisor', by: support.email },
    });
    // The author still sees it, marked hidden.
    expect((await c.api.get('/api/me/reviews')).json().reviews[0]).toMatchObject({ id, hidden: true });

    expect(
      (await staff.post(`/api/staff/reviews/${id}/restore`, { note: 'Appeal accepted' })).statusCode,
    ).toBe(200);
    expect((await auditRowsOf(t.db, `review:${id}`))[0]).toMatchObject({ action: 'review.restore' });
    expect((await feedRating(1009))?.count).toBe(1);
  });

  it('keeps moderation to staff and replies to the advisor reviewed, once', async () => {
    const c = await customer();
    await insertCall(t.db, { customerId: c.id, agentId: 1010, minutes: 4 });
    const { id } = (await c.api.post('/api/reviews', { agentId: 1010, rating: 4 })).json();
    expect(
      (await c.api.post(`/api/staff/reviews/${id}/hide`, { reason: 'spam', note: 'x' })).statusCode,
    ).toBe(403);

    const other = await signedInAdvisor(t.app, t.db, 1011);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/advisor/reviews/${id}/reply`,
      headers: { origin: 'http://localhost:3000', cookie: other.cookie },
      payload: { text: 'Thanks!' },
    });
    expect(wrong.statusCode).toBe(404);

    const advisor = await signedInAdvisor(t.app, t.db, 1010);
    const reply = (text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/advisor/reviews/${id}/reply`,
        headers: { origin: 'http://localhost:3000', cookie: advisor.cookie },
        payload: { text },
      });
    expect((await reply('   ')).statusCode).toBe(400);
    expect((await reply('Thank you for your trust.')).statusCode).toBe(200);
    const again = await reply('Changed my mind');
    expect(again.statusCode).toBe(409);
    const page = (await t.app.inject({ method: 'GET', url: '/api/advisors/1010/reviews' })).json();
    expect(page.reviews[0].reply).toMatchObject({ text: 'Thank you for your trust.' });

    const console = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/reviews',
      headers: { cookie: advisor.cookie },
    });
    expect(console.json()).toMatchObject({ total: 1, reviews: [{ id, hidden: false }] });
  });
});
