import type { AppDb } from '@app/db/client';
import { advisors, creditUsage, customers, reviews, user } from '@app/db/schema';
import type { ReviewHideReason } from '@app/shared/schemas/trust';
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { notifyAdvisorChange } from '../advisors/status-channel.ts';

export interface ReviewRow {
  id: string;
  customerId: string;
  agentId: number;
  advisorName: string;
  customerName: string;
  customerEmail: string;
  rating: number;
  comment: string | null;
  source: string;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenNote: string | null;
  hiddenByEmail: string | null;
  reply: string | null;
  repliedAt: Date | null;
}

export interface ReviewFilter {
  agentId?: number;
  customerId?: string;
  /** visible: not hidden; hidden: hidden only. */
  state?: 'visible' | 'hidden' | 'all';
}

const selection = {
  id: reviews.id,
  customerId: reviews.customerId,
  agentId: reviews.advisorAgentId,
  advisorName: advisors.name,
  customerName: customers.name,
  customerEmail: customers.email,
  rating: reviews.rating,
  comment: reviews.comment,
  source: reviews.source,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  hiddenNote: reviews.hiddenNote,
  hiddenByEmail: user.email,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

function whereOf(filter: ReviewFilter) {
  return and(
    filter.agentId === undefined ? undefined : eq(reviews.advisorAgentId, filter.agentId),
    filter.customerId === undefined ? undefined : eq(reviews.customerId, filter.customerId),
    filter.state === 'visible' ? isNull(reviews.hiddenAt) : undefined,
    filter.state === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
  );
}

/** The conditions on the customer's calls that earn a review: at least `minMinutes` billed, ended since `since`. */
function paidCallsOf(customerId: string, minMinutes: number, since: Date) {
  return [
    eq(creditUsage.customerId, customerId),
    gte(creditUsage.minutesUsed, minMinutes),
    gte(creditUsage.callEnd, since),
  ];
}

export function createReviewsRepository(db: AppDb) {
  const select = () =>
    db
      .select(selection)
      .from(reviews)
      .innerJoin(advisors, eq(advisors.agentId, reviews.advisorAgentId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .leftJoin(user, eq(user.id, reviews.hiddenBy));

  return {
    list: (filter: ReviewFilter, limit: number, offset: number): Promise<ReviewRow[]> =>
      select()
        .where(whereOf(filter))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),

    /** Tells every instance's feed (which carries the averages) that ratings changed, with the commit. */
    notifyRatingsChanged: (agentId: number) => notifyAdvisorChange(db, 'reviews', agentId),

    async count(filter: ReviewFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(reviews).where(whereOf(filter));
      return Number(row?.n ?? 0);
    },

    async summary(agentId: number): Promise<{ sum: number; count: number }> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: count() })
        .from(reviews)
        .where(and(eq(reviews.advisorAgentId, agentId), isNull(reviews.hiddenAt)));
      return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
    },

    async find(id: string): Promise<ReviewRow | undefined> {
      const [row] = await select().where(eq(reviews.id, id));
      return row;
    },

    async activeAdvisor(agentId: number): Promise<{ name: string } | undefined> {
      const [row] = await db
        .select({ name: advisors.name })
        .from(advisors)
        .where(and(eq(advisors.agentId, agentId), eq(advisors.isActive, true)));
      return row;
    },

    /** Whether the customer had a call of at least `minMinutes` billed minutes with the advisor since `since`. */
    async hadPaidCall(
      customerId: string,
      agentId: number,
      minMinutes: number,
      since: Date,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: creditUsage.id })
        .from(creditUsage)
        .where(and(...paidCallsOf(customerId, minMinutes, since), eq(creditUsage.advisorAgentId, agentId)))
        .limit(1);
      return row !== undefined;
    },

    /** Advisors with such a call, with the days the customer already reviewed them. */
    async paidCallAdvisors(customerId: string, minMinutes: number, since: Date) {
      return db
        .selectDistinct({ agentId: creditUsage.advisorAgentId, advisorName: advisors.name })
        .from(creditUsage)
        .innerJoin(advisors, eq(advisors.agentId, creditUsage.advisorAgentId))
        .where(and(...paidCallsOf(customerId, minMinutes, since), eq(advisors.isActive, true)));
    },

    async reviewedOn(customerId: string, day: string): Promise<Set<number>> {
      const rows = await db
        .select({ agentId: reviews.advisorAgentId })
        .from(reviews)
        .where(and(eq(reviews.customerId, customerId), eq(reviews.reviewDay, day)));
      return new Set(rows.map((row) => row.agentId));
    },

    /** Inserts unless the customer reviewed this advisor on this day already (then undefined). */
    async insert(values: {
      customerId: string;
      agentId: number;
      day: string;
      rating: number;
      comment: string | null;
      source: 'web' | 'phone';
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(reviews)
        .values({
          customerId: values.customerId,
          advisorAgentId: values.agentId,
          reviewDay: values.day,
          rating: values.rating,
          comment: values.comment,
          source: values.source,
        })
        .onConflictDoNothing({ target: [reviews.customerId, reviews.advisorAgentId, reviews.reviewDay] })
        .returning({ id: reviews.id });
      return row?.id;
    },

    async edit(
      id: string,
      customerId: string,
      editableSince: Date,
      change: { rating: number; comment: string | null },
    ): Promise<number | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ ...change, editedAt: new Date() })
        .where(
          and(eq(reviews.id, id), eq(reviews.customerId, customerId), gte(reviews.createdAt, editableSince)),
        )
        .returning({ agentId: reviews.advisorAgentId });
      return row?.agentId;
    },

    async reply(id: string, agentId: number, text: string): Promise<boolean> {
      const updated = await db
        .update(reviews)
        .set({ reply: text, repliedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.advisorAgentId, agentId), isNull(reviews.reply)))
        .returning({ id: reviews.id });
      return updated.length > 0;
    },

    async hide(id: string, change: { reason: ReviewHideReason; note: string; by: string }): Promise<boolean> {
      const updated = await db
        .update(reviews)
        .set({
          hiddenAt: new Date(),
          hiddenReason: change.reason,
          hiddenNote: change.note,
          hiddenBy: change.by,
        })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      return updated.length > 0;
    },

    async restore(id: string): Promise<boolean> {
      const updated = await db
        .update(reviews)
        .set({ hiddenAt: null, hiddenReason: null, hiddenNote: null, hiddenBy: null })
        .where(and(eq(reviews.id, id), isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      return updated.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
