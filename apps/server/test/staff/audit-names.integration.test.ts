import { advisors, coupons } from '@app/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCustomer, useStaffTestApp } from '../helpers/staff.ts';

/**
 * The audit log names what its rows refer to: the target's and every id field's name (a customer's
 * e-mail, an advisor's name, a promotion's words, a login's e-mail), so staff never read bare ids.
 */
const { t, asAdmin } = useStaffTestApp();

interface Entry {
  action: string;
  target: string;
  names: Record<string, string>;
}

async function entriesAbout(target: string): Promise<Entry[]> {
  const res = await asAdmin.get(`/api/staff/audit?target=${encodeURIComponent(target)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('the audit log', () => {
  it('names a customer by e-mail and an advisor by name, in place of their ids', async () => {
    const email = `named-${Date.now()}@example.com`;
    const customerId = await insertCustomer(t.database.db, { email });
    expect((await asAdmin.adjust(customerId, { delta: 5 })).statusCode).toBe(200);
    const [adjusted] = await entriesAbout(`customer:${customerId}`);
    expect(adjusted?.names).toEqual({ [`customer:${customerId}`]: email });

    const [advisor] = await t.database.db.select().from(advisors).where(eq(advisors.agentId, 1003));
    expect((await asAdmin.post('/api/staff/advisors/1003/deactivate', { note: 'On leave' })).statusCode).toBe(
      200,
    );
    await asAdmin.post('/api/staff/advisors/1003/reactivate', { note: 'Back' });
    const rows = await entriesAbout('advisor:1003');
    expect(rows.map((row) => row.names)).toEqual([
      { 'advisor:1003': advisor?.name },
      { 'advisor:1003': advisor?.name },
    ]);
  });

  it('names the ids inside a change: a tarot prize’s owner by e-mail, a promotion by its words', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const ownerId = await insertCustomer(t.database.db, { email });
    const [prize] = await t.database.db
      .insert(coupons)
      .values({
        code: `PRIZE${Date.now()}`,
        type: 'percentage_off',
        value: 10,
        maxUses: 1,
        ownerCustomerId: ownerId,
      })
      .returning();
    const off = await asAdmin.post(`/api/staff/coupons/${prize?.id}/deactivate`, {
      note: 'Issued by mistake',
    });
    expect(off.statusCode, off.body).toBe(200);
    const [deactivated] = await entriesAbout(`coupon:${prize?.id}`);
    expect(deactivated?.names).toEqual({
      [`coupon:${prize?.id}`]: prize?.code,
      [`customer:${ownerId}`]: email,
    });

    const message = `Full moon sale ${Date.now()}`;
    const created = await asAdmin.post('/api/staff/promotions', {
      message,
      messageFr: 'Soldes de la pleine lune',
      linkUrl: '/pricing',
      backgroundColor: '#1E1B4B',
      textColor: '#ffffff',
      startDate: new Date(Date.now() + 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 7_200_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [promotion] = await entriesAbout(`promotion:${created.json().id}`);
    expect(promotion?.names).toEqual({ [`promotion:${created.json().id}`]: message });
  });
});
