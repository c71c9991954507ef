import type { AppDb } from '@app/db/client';
import { bundles, coupons, couponUses, purchases } from '@app/db/schema';
import { and, count, eq, ne } from 'drizzle-orm';

export type CouponRow = typeof coupons.$inferSelect;
export type BundleRow = typeof bundles.$inferSelect;

export async function findActiveBundle(db: AppDb, id: string): Promise<BundleRow | undefined> {
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, id), eq(bundles.active, true)))
    .limit(1);
  return row;
}

export async function findCouponByCode(db: AppDb, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

export async function findCouponById(db: AppDb, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

export async function countCouponUses(db: AppDb, couponId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId)));
  return row?.n ?? 0;
}

/** Purchases paid with money; the monthly cashback rows are gifts and do not count. */
export async function countPaidPurchases(db: AppDb, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(and(eq(purchases.customerId, customerId), ne(purchases.provider, 'cashback')));
  return row?.n ?? 0;
}
