import type { AppDb } from '@app/db/client';
import {
  bundles,
  coupons,
  couponUses,
  customers,
  paymentOrders,
  platformAnnouncements,
  promotions,
  purchases,
} from '@app/db/schema';
import type { CouponStatus, StaffCouponListQuery, WindowStatus } from '@app/shared/schemas/staff-catalogue';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { pageWithTotal } from '../../db-paging.ts';
import { escapeLike } from '../../search-text.ts';
import { notifySiteContent } from './live.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type AnnouncementRow = typeof platformAnnouncements.$inferSelect;

/** How many uses the coupon page lists (newest first). */
export const COUPON_USES_LIMIT = 200;

// Spelled out with their tables: drizzle leaves columns unqualified in a query of one table, where
// "id" inside these subqueries would name coupon_uses.id.
const liveUsesOf = sql.raw(
  `from "coupon_uses" as live_use where live_use."coupon_id" = "coupons"."id" and live_use."released_at" is null`,
);
const liveUses = sql<number>`(select count(*)::int ${liveUsesOf})`;
const mostUsesByOne = sql<number>`coalesce((select max(n)::int from (select count(*) as n ${liveUsesOf} group by live_use."customer_id") as per_customer), 0)`;

/**
 * A coupon's state now. max_uses counts per customer (coupon_uses' slots), so only a coupon that belongs
 * to one customer (a tarot win) can be used up as a whole.
 */
const couponStatus = (now: Date) => sql<CouponStatus>`case
  when not ${coupons.active} then 'inactive'
  when ${coupons.expiresAt} is not null and ${coupons.expiresAt} < ${now.toISOString()}::timestamptz then 'expired'
  when ${coupons.ownerCustomerId} is not null and ${coupons.maxUses} is not null and ${mostUsesByOne} >= ${coupons.maxUses} then 'used_up'
  else 'active' end`;

/**
 * Where a promotion or an announcement stands now. Of those inside their window only `shownId`, the one
 * visitors get (the public site's own pick, passed in), is 'current'; the others inside it are 'outranked'.
 */
const windowStatus = (
  row: { id: SQL; isActive: SQL; start: SQL; end: SQL },
  now: Date,
  shownId: string | null,
) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<WindowStatus>`case
    when not ${row.isActive} then 'inactive'
    when ${row.start} is not null and ${row.start} > ${at} then 'scheduled'
    when ${row.end} is not null and ${row.end} < ${at} then 'ended'
    when ${row.id} = ${shownId ?? sql`null`} then 'current'
    else 'outranked' end`;
};
const promotionStatus = (now: Date, shownId: string | null) =>
  windowStatus(
    {
      id: sql`${promotions.id}`,
      isActive: sql`${promotions.isActive}`,
      start: sql`${promotions.startDate}`,
      end: sql`${promotions.endDate}`,
    },
    now,
    shownId,
  );
const announcementStatus = (now: Date, shownId: string | null) =>
  windowStatus(
    {
      id: sql`${platformAnnouncements.id}`,
      isActive: sql`${platformAnnouncements.isActive}`,
      start: sql`${platformAnnouncements.startAt}`,
      end: sql`${platformAnnouncements.endAt}`,
    },
    now,
    shownId,
  );

const couponSorts = {
  createdAt: sql`${coupons.createdAt}`,
  code: sql`${coupons.code}`,
  expiresAt: sql`${coupons.expiresAt}`,
  uses: liveUses,
} as const;

function couponColumns(now: Date) {
  return {
    coupon: coupons,
    uses: liveUses,
    mostUsesByOne,
    status: couponStatus(now),
    ownerName: customers.name,
    ownerEmail: customers.email,
  };
}

export type CouponListRow = Awaited<ReturnType<ReturnType<typeof createCatalogueRepository>['findCoupon']>>;

export interface WindowSearch {
  status?: WindowStatus | undefined;
  page: number;
  pageSize: number;
}

export function createCatalogueRepository(db: AppDb) {
  const selectCoupons = (now: Date) =>
    db
      .select(couponColumns(now))
      .from(coupons)
      .leftJoin(customers, eq(customers.id, coupons.ownerCustomerId));

  async function windowPage<T>(
    table: typeof promotions | typeof platformAnnouncements,
    status: SQL<WindowStatus>,
    order: SQL[],
    search: WindowSearch,
  ) {
    const where = search.status ? sql`${status} = ${search.status}` : undefined;
    const { rows, total } = await pageWithTotal(
      db
        .select({ row: table, status })
        .from(table)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      db.select({ n: count() }).from(table).where(where),
      search,
    );
    return { rows: rows as unknown as { row: T; status: WindowStatus }[], total };
  }

  return {
    async searchCoupons(search: StaffCouponListQuery, now: Date) {
      const status = couponStatus(now);
      const where = and(
        search.q ? ilike(coupons.code, `%${escapeLike(search.q.toUpperCase())}%`) : undefined,
        search.status ? sql`${status} = ${search.status}` : undefined,
      );
      const direction = sql.raw(search.order === 'asc' ? 'asc' : 'desc');
      return pageWithTotal(
        selectCoupons(now)
          .where(where)
          .orderBy(sql`${couponSorts[search.sort]} ${direction} nulls last`, desc(coupons.id))
          .$dynamic(),
        db.select({ n: count() }).from(coupons).where(where),
        search,
      );
    },

    async findCoupon(id: string, now: Date) {
      const [row] = await selectCoupons(now).where(eq(coupons.id, id));
      return row;
    },

    couponUses(couponId: string) {
      return db
        .select({
          id: couponUses.id,
          customerId: couponUses.customerId,
          customerName: customers.name,
          customerEmail: customers.email,
          at: couponUses.createdAt,
          purchaseId: couponUses.purchaseId,
          releasedAt: couponUses.releasedAt,
          orderId: purchases.orderId,
          bundle: bundles.name,
          bundleFr: bundles.nameFr,
          totalCents: sql<number | null>`${purchases.amountCents}`,
          provider: purchases.provider,
          pendingOrder: paymentOrders.providerOrderId,
        })
        .from(couponUses)
        .innerJoin(customers, eq(customers.id, couponUses.customerId))
        .leftJoin(purchases, eq(purchases.id, couponUses.purchaseId))
        .leftJoin(bundles, eq(bundles.id, purchases.bundleId))
        .leftJoin(paymentOrders, eq(paymentOrders.id, couponUses.paymentOrderId))
        .where(eq(couponUses.couponId, couponId))
        .orderBy(desc(couponUses.createdAt), desc(couponUses.id))
        .limit(COUPON_USES_LIMIT);
    },

    /** Inserts the coupon; a taken code is the unique key's answer (race-proof). */
    async insertCoupon(values: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row;
    },

    /**
     * Locks the coupon and every use of it against new ones (SHARE mode waits for reservations in flight
     * and holds off new ones until commit), so the uses counted here are the uses there are when the new
     * terms commit: a max_uses lowered at the moment a customer reserves cannot end below their uses.
     * Undefined when there is no coupon.
     */
    async lockCoupon(id: string): Promise<{ row: CouponRow; mostUsesByOne: number } | undefined> {
      await db.execute(sql`lock table ${couponUses} in share mode`);
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!row) return undefined;
      const [uses] = await db.select({ most: mostUsesByOne }).from(coupons).where(eq(coupons.id, id));
      return { row, mostUsesByOne: uses?.most ?? 0 };
    },

    async updateCoupon(id: string, change: Partial<CouponRow>): Promise<CouponRow | undefined> {
      const [after] = await db.update(coupons).set(change).where(eq(coupons.id, id)).returning();
      return after;
    },

    searchPromotions: (search: WindowSearch, now: Date, shownId: string | null) =>
      windowPage<PromotionRow>(
        promotions,
        promotionStatus(now, shownId),
        [desc(promotions.startDate), desc(promotions.createdAt)],
        search,
      ),

    searchAnnouncements: (search: WindowSearch, now: Date, shownId: string | null) =>
      windowPage<AnnouncementRow>(
        platformAnnouncements,
        announcementStatus(now, shownId),
        [sql`${platformAnnouncements.startAt} desc nulls last`, desc(platformAnnouncements.createdAt)],
        search,
      ),

    async findPromotion(id: string, now: Date, shownId: string | null) {
      const [row] = await db
        .select({ row: promotions, status: promotionStatus(now, shownId) })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row;
    },

    async findAnnouncement(id: string, now: Date, shownId: string | null) {
      const [row] = await db
        .select({ row: platformAnnouncements, status: announcementStatus(now, shownId) })
        .from(platformAnnouncements)
        .where(eq(platformAnnouncements.id, id));
      return row;
    },

    async insertPromotion(values: typeof promotions.$inferInsert): Promise<PromotionRow | undefined> {
      const [row] = await db.insert(promotions).values(values).returning();
      return row;
    },

    /** The promotion, locked (FOR UPDATE) for the rest of the transaction. */
    async lockPromotion(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
      return row;
    },

    async updatePromotion(
      id: string,
      change: Partial<typeof promotions.$inferInsert>,
    ): Promise<PromotionRow | undefined> {
      const [after] = await db.update(promotions).set(change).where(eq(promotions.id, id)).returning();
      return after;
    },

    async insertAnnouncement(
      values: typeof platformAnnouncements.$inferInsert,
    ): Promise<AnnouncementRow | undefined> {
      const [row] = await db.insert(platformAnnouncements).values(values).returning();
      return row;
    },

    /** The announcement, locked (FOR UPDATE) for the rest of the transaction. */
    async lockAnnouncement(id: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select()
        .from(platformAnnouncements)
        .where(eq(platformAnnouncements.id, id))
        .for('update');
      return row;
    },

    async updateAnnouncement(
      id: string,
      change: Partial<typeof platformAnnouncements.$inferInsert>,
    ): Promise<AnnouncementRow | undefined> {
      const [after] = await db
        .update(platformAnnouncements)
        .set(change)
        .where(eq(platformAnnouncements.id, id))
        .returning();
      return after;
    },

    /** Tells every instance that promotions or announcements changed, once the transaction commits. */
    notifySiteContent: (what: 'promotion' | 'announcement') => notifySiteContent(db, what),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
