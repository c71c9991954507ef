import { randomUUID } from 'node:crypto';
import { bundles, creditUsage, purchases } from '@app/db/schema';
import type { OverviewDay, StaffOverview } from '@app/shared/schemas/staff-overview';
import { beforeAll, expect } from 'vitest';
import { quebecTaxLines } from '../helpers/payments.ts';
import { staffApi, useStaffTestApp } from '../helpers/staff.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * The staff app of the overview and accounting export tests: an admin and a support login, the overview
 * as support reads it, and purchases and calls written straight to their tables at a given time.
 */
export function useOverviewTestApp() {
  const staff = useStaffTestApp();
  const { t, support } = staff;
  let bundleId = '';

  beforeAll(async () => {
    const [bundle] = await t.database.db.select({ id: bundles.id }).from(bundles).limit(1);
    if (!bundle) throw new Error('the seed has no bundle');
    bundleId = bundle.id;
  });

  async function overview(cookie = support.cookie): Promise<StaffOverview> {
    const res = await staffApi(t.app, cookie).get('/api/staff/overview');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json();
  }

  async function insertPurchase(
    customerId: string,
    at: Date,
    money: { amountCents: number; taxCents: number; discountCents?: number; minutes: number },
    provider: 'paypal' | 'interac' | 'cashback' = 'paypal',
  ) {
    const [row] = await t.database.db
      .insert(purchases)
      .values({
        customerId,
        purchaseDate: at,
        bundleId: provider === 'cashback' ? null : bundleId,
        bundleName: provider === 'cashback' ? 'Monthly cashback' : 'Test bundle',
        minutes: money.minutes,
        amountCents: provider === 'cashback' ? 0 : money.amountCents,
        taxCents: money.taxCents,
        taxLines: quebecTaxLines(money.amountCents - money.taxCents, money.taxCents),
        discountCents: money.discountCents ?? 0,
        provider,
        orderId: `T-${randomUUID()}`,
      })
      .returning({ id: purchases.id, orderId: purchases.orderId });
    if (!row) throw new Error('no purchase');
    return row;
  }

  async function insertCall(customerId: string, end: Date, seconds: number, minutes: number) {
    await t.database.db.insert(creditUsage).values({
      customerId,
      callSid: `CA${randomUUID().replaceAll('-', '')}`,
      callStart: new Date(end.getTime() - seconds * 1000),
      callEnd: end,
      minutesUsed: minutes,
      durationSeconds: seconds,
    });
  }

  return { ...staff, overview, insertPurchase, insertCall };
}

export const dayOf = (report: StaffOverview, date: string): OverviewDay => {
  const day = report.days.find((d) => d.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
};
