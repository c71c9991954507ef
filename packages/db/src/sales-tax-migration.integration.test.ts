import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './client.ts';
import { migrateUpTo } from './migrations-before.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const TAG = /_sales_tax_by_province$/;
const CUSTOMER = 'customer-before-taxes';
const ORDER = '00000000-0000-4000-8000-000000000001';
const PURCHASE = '00000000-0000-4000-8000-000000000011';
const CASHBACK = '00000000-0000-4000-8000-000000000012';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('the migration that stores sales tax by province', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('keeps every old order, purchase and refund at exactly what it charged, split into GST and QST', async () => {
    await migrateUpTo(database, TAG);
    const { db } = database;
    await db.execute(sql`
      insert into "user" (id, name, email, updated_at) values (${CUSTOMER}, 'Old', 'old@example.com', now())`);
    await db.execute(sql`
      insert into customers (id, name, email) values (${CUSTOMER}, 'Old', 'old@example.com')`);
    await db.execute(sql`
      insert into bundles (id, name, name_fr, minutes, price_cents, tax_cents, gift_minutes, cashback_percent, sort_order)
      values ('bundle-20', 'Standard Package', 'Forfait Standard', 20, 5000, 749, 5, 1, 1)`);
    // The spec's 25 % coupon on the $50 bundle: 37.50 taxed 14.975 % once = 5.62.
    await db.execute(sql`
      insert into payment_orders (id, provider, provider_order_id, customer_id, bundle_id, bundle_minutes,
        gift_minutes, price_cents, discount_cents, tax_cents, total_cents, status)
      values (${ORDER}, 'paypal', 'PAYPAL-OLD', ${CUSTOMER}, 'bundle-20', 20, 5, 5000, 1250, 562, 4312, 'completed')`);
    await db.execute(sql`
      insert into purchases (id, customer_id, bundle_id, bundle_name, minutes, amount_cents, tax_cents,
        discount_cents, provider, order_id, payment_order_id)
      values (${PURCHASE}, ${CUSTOMER}, 'bundle-20', 'Standard Package', 25, 4312, 562, 1250, 'paypal',
        'PAYPAL-OLD', ${ORDER}),
        (${CASHBACK}, ${CUSTOMER}, null, 'Cashback', 3, 0, 0, 0, 'cashback', 'cashback-2026-01', null)`);
    await db.execute(sql`
      insert into refunds (id, purchase_id, customer_id, provider, request_id, amount_cents, minutes,
        minutes_taken, shortfall_minutes, status, note, actor_user_id, created_at, completed_at)
      values
        ('00000000-0000-4000-8000-000000000021', ${PURCHASE}, ${CUSTOMER}, 'paypal', gen_random_uuid(), 1000, 5,
          5, 0, 'completed', 'part', ${CUSTOMER}, '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000022', ${PURCHASE}, ${CUSTOMER}, 'paypal', gen_random_uuid(), 500, 0,
          null, null, 'failed', 'refused', ${CUSTOMER}, '2026-01-03T00:00:00Z', null),
        ('00000000-0000-4000-8000-000000000023', ${PURCHASE}, ${CUSTOMER}, 'paypal', gen_random_uuid(), 3312, 20,
          20, 0, 'completed', 'the rest', ${CUSTOMER}, '2026-01-04T00:00:00Z', '2026-01-04T00:00:00Z')`);

    await runMigrations(database);

    const quebec = [
      { name: 'GST', ratePer100k: 5000, amountCents: 188 },
      { name: 'QST', ratePer100k: 9975, amountCents: 374 },
    ];
    const orders = rowsOf(
      await db.execute(sql`select tax_province, tax_lines, tax_registrations, tax_cents from payment_orders`),
    );
    expect(orders).toEqual([
      { tax_province: 'QC', tax_lines: quebec, tax_registrations: [], tax_cents: 562 },
    ]);
    const purchases = rowsOf(
      await db.execute(
        sql`select id, tax_province, tax_lines, tax_registrations from purchases order by amount_cents desc`,
      ),
    );
    expect(purchases).toEqual([
      { id: PURCHASE, tax_province: 'QC', tax_lines: quebec, tax_registrations: [] },
      { id: CASHBACK, tax_province: 'QC', tax_lines: [], tax_registrations: [] },
    ]);
    // 10.00 of 43.12 gives back 1.88 × 1000 / 4312 = 0.44 and 3.74 × 1000 / 4312 = 0.87; the rest all the rest.
    const refunds = rowsOf<{ amount_cents: number; tax_lines: unknown }>(
      await db.execute(sql`select amount_cents, tax_lines from refunds order by created_at`),
    );
    expect(refunds).toEqual([
      {
        amount_cents: 1000,
        tax_lines: [
          { name: 'GST', ratePer100k: 5000, amountCents: 44 },
          { name: 'QST', ratePer100k: 9975, amountCents: 87 },
        ],
      },
      { amount_cents: 500, tax_lines: [] },
      {
        amount_cents: 3312,
        tax_lines: [
          { name: 'GST', ratePer100k: 5000, amountCents: 144 },
          { name: 'QST', ratePer100k: 9975, amountCents: 287 },
        ],
      },
    ]);
  });

  it('refuses a tax that is not the sum of its lines, a malformed line, an unknown province, half an address', async () => {
    const { db } = database;
    await expect(
      db.execute(sql`update payment_orders set tax_cents = 563, total_cents = 4313`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update purchases set tax_lines = '[{"name":"GST","ratePer100k":5000,"amountCents":562.5}]'::jsonb
        where id = ${PURCHASE}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update purchases set tax_lines = '[{"name":"VAT","ratePer100k":5000,"amountCents":562}]'::jsonb
        where id = ${PURCHASE}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update purchases set tax_province = 'XX' where id = ${PURCHASE}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update customers set province = 'ON' where id = ${CUSTOMER}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update customers set province = 'ZZ', postal_code = 'K1A 0B1' where id = ${CUSTOMER}`),
    ).rejects.toThrow();
    await db.execute(
      sql`update customers set province = 'ON', postal_code = 'K1A 0B1' where id = ${CUSTOMER}`,
    );
    // A line moved from one tax to another while the sum stays: allowed (the service writes the lines).
    await db.execute(sql`update purchases set tax_lines = '[{"name":"HST","ratePer100k":13000,"amountCents":562}]'::jsonb,
      tax_province = 'ON' where id = ${PURCHASE}`);
  });
});
