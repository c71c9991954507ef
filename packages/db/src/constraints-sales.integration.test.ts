import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rejection, useConstraintsDatabase } from './constraints-testing.ts';
import { PG_ERROR } from './errors.ts';
import { advisorMedia, advisors } from './schema/advisors.ts';
import { creditUsage } from './schema/calls.ts';
import { bundles, coupons } from './schema/credits.ts';
import { paymentOrders, purchases } from './schema/payments.ts';
import { tarotGameAttempts, tarotGames } from './schema/tarot.ts';

// What the database itself refuses about payments, coupons, tarot games, calls and advisor media.
// Customers, the credit ledger and the staff audit log: constraints-accounts.
const { database, makeCustomer } = useConstraintsDatabase();

beforeAll(async () => {
  await database.db.insert(bundles).values({
    id: 'bundle-10',
    name: 'Basic Package',
    nameFr: 'Forfait Essentiel',
    minutes: 10,
    priceCents: 2500,
    taxCents: 374,
    giftMinutes: 2,
    cashbackPercent: 0,
    features: ['Free minutes gift'],
    featuresFr: ['Minutes gratuites en cadeau'],
    sortOrder: 0,
  });
});

/** $25.00 taxed in Québec: the lines add up to the tax, as the tables check. */
const QUEBEC_LINES = [
  { name: 'GST' as const, ratePer100k: 5000, amountCents: 125 },
  { name: 'QST' as const, ratePer100k: 9975, amountCents: 249 },
];

function paymentOrder(customerId: string, providerOrderId: string) {
  return {
    provider: 'paypal' as const,
    providerOrderId,
    customerId,
    bundleId: 'bundle-10',
    bundleMinutes: 10,
    giftMinutes: 2,
    priceCents: 2500,
    taxCents: 374,
    taxLines: QUEBEC_LINES,
    totalCents: 2874,
  };
}

async function makeGame(): Promise<string> {
  const start = new Date(Date.UTC(2020, 0, 6 + 7 * Math.floor(Math.random() * 100_000)));
  const [game] = await database.db
    .insert(tarotGames)
    .values({ weekStart: start, weekEnd: new Date(start.getTime() + 7 * 86_400_000 - 1) })
    .returning({ id: tarotGames.id });
  return game!.id;
}

describe('payments', () => {
  it('rejects a second payment order with the same provider id', async () => {
    const customerId = await makeCustomer();
    await database.db.insert(paymentOrders).values(paymentOrder(customerId, 'PAYPAL-DUP'));
    const error = await rejection(
      database.db.insert(paymentOrders).values(paymentOrder(customerId, 'PAYPAL-DUP')),
    );
    expect(error).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'payment_orders_provider_order_key',
    });
  });

  it('rejects an order whose total is not price - discount + tax', async () => {
    const customerId = await makeCustomer();
    const error = await rejection(
      database.db
        .insert(paymentOrders)
        .values({ ...paymentOrder(customerId, randomUUID()), totalCents: 2500 }),
    );
    expect(error.constraint).toBe('payment_orders_total_cents_sum');
  });

  it('rejects a second purchase for the same (provider, order_id)', async () => {
    const customerId = await makeCustomer();
    const purchase = {
      customerId,
      bundleId: 'bundle-10',
      bundleName: 'Basic Package',
      minutes: 12,
      amountCents: 2874,
      taxCents: 374,
      taxLines: QUEBEC_LINES,
      provider: 'interac' as const,
      orderId: 'INTERAC-42',
    };
    await database.db.insert(purchases).values(purchase);
    const error = await rejection(database.db.insert(purchases).values(purchase));
    expect(error).toEqual({ code: PG_ERROR.uniqueViolation, constraint: 'purchases_provider_order_id_key' });
  });

  it('rejects a tax that is not the sum of its lines, or lines of an unknown tax', async () => {
    const customerId = await makeCustomer();
    const missing = await rejection(
      database.db.insert(paymentOrders).values({ ...paymentOrder(customerId, randomUUID()), taxLines: [] }),
    );
    expect(missing.constraint).toBe('payment_orders_tax_lines_sum');
    const unknown = await rejection(
      database.db.insert(paymentOrders).values({
        ...paymentOrder(customerId, randomUUID()),
        taxLines: [{ name: 'VAT' as 'GST', ratePer100k: 5000, amountCents: 374 }],
      }),
    );
    expect(unknown.constraint).toBe('payment_orders_tax_lines_sum');
  });

  it('keeps cashback rows free of a bundle and an amount', async () => {
    const customerId = await makeCustomer();
    await database.db.insert(purchases).values({
      customerId,
      bundleName: 'Monthly Cashback',
      minutes: 1,
      amountCents: 0,
      provider: 'cashback',
      orderId: `cashback-${customerId}-2026-10`,
    });
    const error = await rejection(
      database.db.insert(purchases).values({
        customerId,
        bundleName: 'Monthly Cashback',
        minutes: 1,
        amountCents: 100,
        provider: 'cashback',
        orderId: `cashback-${customerId}-2026-11`,
      }),
    );
    expect(error.constraint).toBe('purchases_cashback_shape');
  });

  it('rejects a purchase for an unknown customer (foreign key)', async () => {
    const error = await rejection(
      database.db.insert(purchases).values({
        customerId: 'nobody',
        bundleId: 'bundle-10',
        bundleName: 'Basic Package',
        minutes: 12,
        amountCents: 2874,
        provider: 'paypal',
        orderId: randomUUID(),
      }),
    );
    expect(error).toEqual({
      code: PG_ERROR.foreignKeyViolation,
      constraint: 'purchases_customer_id_customers_id_fk',
    });
  });
});

describe('coupons', () => {
  it('rejects a lower-case code', async () => {
    const error = await rejection(
      database.db.insert(coupons).values({ code: 'welcome10', type: 'percentage_off', value: 10 }),
    );
    expect(error).toEqual({ code: PG_ERROR.checkViolation, constraint: 'coupons_code_upper_case' });
  });

  it('rejects a non-positive value and a percentage over 100', async () => {
    const zero = await rejection(
      database.db.insert(coupons).values({ code: 'ZERO', type: 'bonus_minutes', value: 0 }),
    );
    expect(zero.constraint).toBe('coupons_value_positive');
    const over = await rejection(
      database.db.insert(coupons).values({ code: 'OVER', type: 'percentage_off', value: 150 }),
    );
    expect(over.constraint).toBe('coupons_percentage_at_most_100');
  });

  it('reads value back as a number', async () => {
    const [row] = await database.db
      .insert(coupons)
      .values({ code: `C${Date.now()}`, type: 'percentage_bonus_minutes', value: 12.5 })
      .returning();
    expect(row?.value).toBe(12.5);
  });
});

describe('tarot', () => {
  it('rejects a second attempt at the same game by the same customer', async () => {
    const customerId = await makeCustomer();
    const gameId = await makeGame();
    await database.db
      .insert(tarotGameAttempts)
      .values({ gameId, customerId, cardsDrawn: [1, 2, 3], won: false });
    const error = await rejection(
      database.db.insert(tarotGameAttempts).values({ gameId, customerId, cardsDrawn: [4, 5, 6], won: false }),
    );
    expect(error).toEqual({
      code: PG_ERROR.uniqueViolation,
      constraint: 'tarot_game_attempts_game_customer_key',
    });
  });

  it('requires a coupon exactly for a win', async () => {
    const customerId = await makeCustomer();
    const gameId = await makeGame();
    const error = await rejection(
      database.db.insert(tarotGameAttempts).values({ gameId, customerId, cardsDrawn: [1, 2, 3], won: true }),
    );
    expect(error.constraint).toBe('tarot_game_attempts_coupon_iff_won');
  });

  it('rejects a game that ends before it starts', async () => {
    const start = new Date('2031-01-06T05:00:00Z');
    const error = await rejection(
      database.db.insert(tarotGames).values({ weekStart: start, weekEnd: start }),
    );
    expect(error.constraint).toBe('tarot_games_week_end_after_start');
  });
});

describe('calls', () => {
  it('rejects a call that ends before it starts', async () => {
    const customerId = await makeCustomer();
    const error = await rejection(
      database.db.insert(creditUsage).values({
        customerId,
        callStart: new Date('2026-05-01T12:00:00Z'),
        callEnd: new Date('2026-05-01T11:59:59Z'),
        minutesUsed: 1,
        durationSeconds: 0,
      }),
    );
    expect(error).toEqual({ code: PG_ERROR.checkViolation, constraint: 'credit_usage_call_end_after_start' });
  });

  it('bills a call sid once', async () => {
    const customerId = await makeCustomer();
    const usage = {
      customerId,
      callSid: `CA${randomUUID()}`,
      callStart: new Date('2026-05-01T12:00:00Z'),
      callEnd: new Date('2026-05-01T12:03:10Z'),
      minutesUsed: 4,
      durationSeconds: 190,
    };
    await database.db.insert(creditUsage).values(usage);
    const error = await rejection(database.db.insert(creditUsage).values(usage));
    expect(error).toEqual({ code: PG_ERROR.uniqueViolation, constraint: 'credit_usage_call_sid_unique' });
  });
});

describe('advisor media', () => {
  it('round-trips binary data as a Buffer', async () => {
    await database.db.insert(advisors).values({
      agentId: 9001,
      name: 'Media Test',
      description: 'd',
      phoneNumber: '+15145550000',
      sortOrder: 0,
    });
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255, 92, 120]);
    await database.db
      .insert(advisorMedia)
      .values({ agentId: 9001, photo: bytes, photoContentType: 'image/png' });
    const [row] = await database.db.select().from(advisorMedia).where(eq(advisorMedia.agentId, 9001));
    expect(Buffer.isBuffer(row?.photo)).toBe(true);
    expect(row?.photo?.equals(bytes)).toBe(true);
    expect(row?.audio).toBeNull();
  });
});
