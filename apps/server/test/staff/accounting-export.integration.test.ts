import { randomUUID } from 'node:crypto';
import { refunds, staffAuditLog } from '@app/db/schema';
import { torontoDateOf } from '@app/shared/rules/week';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCustomer, staffApi } from '../helpers/staff.ts';
import { HOUR, useOverviewTestApp } from './overview-fixtures.ts';

// The back office's accounting export; the overview's figures are tested in overview.integration.test.ts.

const { t, admin, support, insertPurchase } = useOverviewTestApp();

describe('the accounting export', () => {
  const url = (from: string, to: string) => `/api/staff/exports/accounting.csv?from=${from}&to=${to}`;

  it('lists the paid purchases and completed refunds of the days asked, oldest first, and is audited', async () => {
    const customerEmail = `=cmd|${randomUUID().slice(0, 6)}@example.com`;
    const customerId = await insertCustomer(t.database.db, { email: customerEmail });
    const now = new Date();
    const earlier = new Date(now.getTime() - 2 * HOUR);
    const bought = await insertPurchase(customerId, earlier, {
      amountCents: 4519,
      taxCents: 520,
      discountCents: 1000,
      minutes: 60,
    });
    await insertPurchase(customerId, earlier, { amountCents: 0, taxCents: 0, minutes: 5 }, 'cashback');
    const refundId = randomUUID();
    await t.database.db.insert(refunds).values({
      id: refundId,
      purchaseId: bought.id,
      customerId,
      provider: 'paypal',
      requestId: randomUUID(),
      amountCents: 2000,
      // The tax it gave back, per line of the purchase ($2.00 GST and $3.20 QST charged).
      taxLines: [
        { name: 'GST', ratePer100k: 5000, amountCents: 88 },
        { name: 'QST', ratePer100k: 9975, amountCents: 142 },
      ],
      minutes: 27,
      minutesTaken: 20,
      shortfallMinutes: 7,
      status: 'completed',
      providerRefundId: 'RF-123',
      note: 'partial',
      actorUserId: admin.userId,
      completedAt: now,
    });
    // Pending and failed refunds are not in the books.
    await t.database.db.insert(refunds).values({
      purchaseId: bought.id,
      customerId,
      provider: 'paypal',
      requestId: randomUUID(),
      amountCents: 500,
      minutes: 0,
      status: 'failed',
      note: 'refused',
      actorUserId: admin.userId,
    });

    const today = torontoDateOf(now);
    const from = torontoDateOf(earlier);
    const res = await staffApi(t.app, admin.cookie).get(url(from, today));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lumiere-accounting-${from}-to-${today}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"type","business_date","time_utc","purchase_id","refund_id","provider","provider_order_id","provider_refund_id","customer_id","customer_email","bundle","minutes","price_before_discount","discount","net_before_tax","sales_tax","total","currency","coupon","refunded_to_date","province","GST","HST","QST","PST","RST"',
    );
    const mine = lines.filter((line) => line.includes(customerId));
    expect(mine).toEqual([
      [
        'purchase',
        torontoDateOf(earlier),
        earlier.toISOString(),
        bought.id,
        '',
        'paypal',
        bought.orderId,
        '',
        customerId,
        `'${customerEmail}`,
        'Test bundle',
        '60',
        '49.99',
        '10',
        '39.99',
        '5.2',
        '45.19',
        'CAD',
        '',
        '20',
        'QC',
        '2',
        '0',
        '3.2',
        '0',
        '0',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
      [
        'refund',
        today,
        now.toISOString(),
        bought.id,
        refundId,
        'paypal',
        bought.orderId,
        'RF-123',
        customerId,
        `'${customerEmail}`,
        'Test bundle',
        '-27',
        '',
        '',
        // $20.00 refunded, of which 520/4519 was tax: $2.30.
        '-17.7',
        '-2.3',
        '-20',
        'CAD',
        '',
        '',
        'QC',
        '-0.88',
        '0',
        '-1.42',
        '0',
        '0',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    ]);
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'export.accounting'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      target: `export:accounting:${from}..${today}`,
      after: { from, to: today },
    });
  });

  it('refuses dates that do not exist, a range backwards or longer than 366 days', async () => {
    const asAdmin = staffApi(t.app, admin.cookie);
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01&to=2026-02-28',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-03-01',
      'from=yesterday&to=today',
    ]) {
      const res = await asAdmin.get(`/api/staff/exports/accounting.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await asAdmin.get(url('2025-01-01', '2026-01-01'))).statusCode).toBe(200);
  });

  it('is for admins: support may read the overview but not export', async () => {
    const res = await staffApi(t.app, support.cookie).get(url('2026-11-01', '2026-11-02'));
    expect(res.statusCode).toBe(403);
  });
});
