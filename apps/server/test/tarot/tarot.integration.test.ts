import { coupons, tarotDeals, tarotGameAttempts } from '@app/db/schema';
import { en } from '@app/shared/messages/en';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';

const t = useTestApp();

const game = (who?: SignedInCustomer) =>
  t.app.inject({
    method: 'GET',
    url: '/api/tarot/game',
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
  });
const play = (who: SignedInCustomer | undefined, positions: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tarot/play',
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    payload: { positions },
  });

async function dealOf(customerId: string): Promise<number[]> {
  const [row] = await t.database.db.select().from(tarotDeals).where(eq(tarotDeals.customerId, customerId));
  if (!row) throw new Error('no deal');
  return row.tiles;
}

/** Positions of three different cards, or of a pair plus one. */
function positions(tiles: number[], kind: 'win' | 'lose'): number[] {
  if (kind === 'win') {
    const seen = new Map<number, number>();
    tiles.forEach((card, position) => {
      if (!seen.has(card)) seen.set(card, position);
    });
    return [...seen.values()].slice(0, 3);
  }
  const pair = tiles.findIndex((card, i) => tiles.indexOf(card) !== i);
  const first = tiles.indexOf(tiles[pair] as number);
  const other = tiles.findIndex((card) => card !== tiles[pair]);
  return [first, pair, other];
}

describe('weekly tarot game', () => {
  it('deals 9 face-down tiles once: the browser sees only how many', async () => {
    const who = await signedInCustomer(t.app);
    const res = await game(who);
    expect(res.json()).toEqual({ state: 'ready', tiles: 9 });
    const tiles = await dealOf(who.id);
    expect(tiles).toHaveLength(9);
    expect(new Set(tiles).size).toBe(6);
    await game(who);
    expect(await dealOf(who.id)).toEqual(tiles);
  });

  it('three different cards win a TAROT coupon (5–25 %, 7 days, one use); the second play is refused', async () => {
    const who = await signedInCustomer(t.app);
    await game(who);
    const picks = positions(await dealOf(who.id), 'win');
    const res = await play(who, picks);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.won).toBe(true);
    expect(body.couponCode).toMatch(/^TAROT[A-Z0-9]{6}$/);
    expect([5, 10, 15, 20, 25]).toContain(body.discountPercent);
    expect(body.tiles).toHaveLength(9);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, body.couponCode));
    expect(coupon).toMatchObject({
      type: 'percentage_off',
      value: body.discountPercent,
      maxUses: 1,
      active: true,
    });
    const days = ((coupon?.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await game(who)).json()).toEqual({ state: 'played', won: true, couponCode: body.couponCode });
    const again = await play(who, picks);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(en.tarot.alreadyPlayed);
    const promo = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${who.id}/tarot-promo-code`,
      headers: { cookie: who.cookie },
    });
    expect(promo.json()).toEqual({ promoCode: body.couponCode });
  });

  it('a pair loses and creates no coupon', async () => {
    const who = await signedInCustomer(t.app);
    await game(who);
    const res = await play(who, positions(await dealOf(who.id), 'lose'));
    expect(res.json()).toMatchObject({ won: false, couponCode: null, discountPercent: null });
    const [attempt] = await t.database.db
      .select()
      .from(tarotGameAttempts)
      .where(eq(tarotGameAttempts.customerId, who.id));
    expect(attempt).toMatchObject({ won: false, couponCode: null });
  });

  it('a concurrent double play records one attempt', async () => {
    const who = await signedInCustomer(t.app);
    await game(who);
    const picks = positions(await dealOf(who.id), 'win');
    const answers = await Promise.all([play(who, picks), play(who, picks), play(who, picks)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const attempts = await t.database.db
      .select()
      .from(tarotGameAttempts)
      .where(eq(tarotGameAttempts.customerId, who.id));
    expect(attempts).toHaveLength(1);
  });

  it.each([[[0, 1]], [[0, 1, 1]], [[0, 1, 9]], [[-1, 1, 2]], [[0, 1, 2, 3]]])(
    'refuses forged positions %o',
    async (picks) => {
      const who = await signedInCustomer(t.app);
      const res = await play(who, picks);
      expect(res.statusCode).toBe(400);
      expect(
        await t.database.db
          .select()
          .from(tarotGameAttempts)
          .where(and(eq(tarotGameAttempts.customerId, who.id))),
      ).toHaveLength(0);
    },
  );

  it('refuses a visitor with the spec message', async () => {
    const res = await game();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(en.tarot.signInRequired);
    expect((await play(undefined, [0, 1, 2])).statusCode).toBe(401);
  });

  it('a won coupon works once at checkout, then reports the usage limit', async () => {
    const who = await signedInCustomer(t.app);
    await game(who);
    const { couponCode } = (await play(who, positions(await dealOf(who.id), 'win'))).json();
    const validate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        headers: { origin: ORIGIN, cookie: who.cookie },
        payload: { code: couponCode, bundleId: 'bundle-10' },
      });
    const valid = await validate();
    expect(valid.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/.netlify/functions/create-paypal-order',
      headers: { origin: ORIGIN, cookie: who.cookie },
      payload: { bundle: 'bundle-10', couponId: valid.json().coupon.id },
    });
    const id = created.json().id;
    await t.app.inject({
      method: 'POST',
      url: `/dev/paypal/checkoutnow/${id}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const captured = await t.app.inject({
      method: 'POST',
      url: '/.netlify/functions/capture-paypal-order',
      headers: { origin: ORIGIN, cookie: who.cookie },
      payload: { orderId: id },
    });
    expect(captured.statusCode).toBe(200);
    expect((await validate()).json().error.message).toBe(en.coupon.errors.usageLimit);
  });
});
