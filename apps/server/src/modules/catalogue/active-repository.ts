import type { AppDb } from '@app/db/client';
import { platformAnnouncements, promotions } from '@app/db/schema';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';

/** The rows every visitor's page may show: the announcement and the promotion that lead now. */
export function createActiveRepository(db: AppDb) {
  return {
    /** SPEC 7's order for announcements: active ones, newest start first (no start last), then newest made. */
    async findLeadingAnnouncement() {
      const [row] = await db
        .select()
        .from(platformAnnouncements)
        .where(eq(platformAnnouncements.isActive, true))
        .orderBy(sql`${platformAnnouncements.startAt} desc nulls last`, desc(platformAnnouncements.createdAt))
        .limit(1);
      return row;
    },

    /** The newest active promotion whose dates hold `now`. */
    async findRunningPromotion(now: Date) {
      const [row] = await db
        .select()
        .from(promotions)
        .where(
          and(eq(promotions.isActive, true), lte(promotions.startDate, now), gte(promotions.endDate, now)),
        )
        .orderBy(desc(promotions.createdAt))
        .limit(1);
      return row;
    },
  };
}
