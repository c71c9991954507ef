import type { AppDb } from '@app/db/client';
import { advisors, availabilityAlerts, customers, favorites, spendingLimits } from '@app/db/schema';
import { and, asc, count, desc, eq, gt, isNull, max, notExists, sql } from 'drizzle-orm';
import { customerContactColumnsAs } from '../../db-columns.ts';

const open = and(isNull(availabilityAlerts.firedAt), isNull(availabilityAlerts.cancelledAt));

export interface DueAlert {
  id: string;
  customerId: string;
  agentId: number;
  channel: 'sms' | 'email';
  nightOk: boolean;
  advisorName: string;
  customerName: string;
  customerEmail: string;
  customerLanguage: string;
}

/** Favourites and "notify me" requests: rows that belong to one customer each. */
export function createListsRepository(db: AppDb) {
  return {
    async activeAdvisor(agentId: number): Promise<boolean> {
      const [row] = await db
        .select({ agentId: advisors.agentId })
        .from(advisors)
        .where(and(eq(advisors.agentId, agentId), eq(advisors.isActive, true)));
      return row !== undefined;
    },

    async favorites(customerId: string): Promise<number[]> {
      const rows = await db
        .select({ agentId: favorites.advisorAgentId })
        .from(favorites)
        .innerJoin(advisors, eq(advisors.agentId, favorites.advisorAgentId))
        .where(and(eq(favorites.customerId, customerId), eq(advisors.isActive, true)))
        .orderBy(asc(favorites.createdAt));
      return rows.map((row) => row.agentId);
    },

    /** Locks the customer's row (FOR NO KEY UPDATE) for the rest of the transaction. */
    async lockCustomer(customerId: string): Promise<void> {
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('no key update');
    },

    /** Whether this advisor is among the customer's favourites. */
    async isFavorite(customerId: string, agentId: number): Promise<boolean> {
      const [existing] = await db
        .select({ n: count() })
        .from(favorites)
        .where(and(eq(favorites.customerId, customerId), eq(favorites.advisorAgentId, agentId)));
      return Number(existing?.n ?? 0) > 0;
    },

    async countFavorites(customerId: string): Promise<number> {
      const [all] = await db
        .select({ n: count() })
        .from(favorites)
        .where(eq(favorites.customerId, customerId));
      return Number(all?.n ?? 0);
    },

    async insertFavorite(customerId: string, agentId: number): Promise<void> {
      await db.insert(favorites).values({ customerId, advisorAgentId: agentId }).onConflictDoNothing();
    },

    async removeFavorite(customerId: string, agentId: number): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.customerId, customerId), eq(favorites.advisorAgentId, agentId)));
    },

    async openAlerts(customerId: string, now: Date) {
      return db
        .select({
          agentId: availabilityAlerts.advisorAgentId,
          channel: availabilityAlerts.channel,
          nightOk: availabilityAlerts.nightOk,
          createdAt: availabilityAlerts.createdAt,
          expiresAt: availabilityAlerts.expiresAt,
        })
        .from(availabilityAlerts)
        .where(
          and(eq(availabilityAlerts.customerId, customerId), open, gt(availabilityAlerts.expiresAt, now)),
        )
        .orderBy(desc(availabilityAlerts.createdAt));
    },

    /** Opens (or renews) the customer's request about this advisor. */
    async upsertAlert(values: {
      customerId: string;
      agentId: number;
      channel: 'sms' | 'email';
      nightOk: boolean;
      now: Date;
      expiresAt: Date;
    }) {
      // An expired request is still "open" in the table; it is closed first, so the unique key admits the new one.
      await db
        .update(availabilityAlerts)
        .set({ cancelledAt: values.now })
        .where(
          and(
            eq(availabilityAlerts.customerId, values.customerId),
            eq(availabilityAlerts.advisorAgentId, values.agentId),
            open,
            sql`${availabilityAlerts.expiresAt} <= ${values.now}`,
          ),
        );
      const [row] = await db
        .insert(availabilityAlerts)
        .values({
          customerId: values.customerId,
          advisorAgentId: values.agentId,
          channel: values.channel,
          nightOk: values.nightOk,
          createdAt: values.now,
          expiresAt: values.expiresAt,
        })
        .onConflictDoUpdate({
          target: [availabilityAlerts.customerId, availabilityAlerts.advisorAgentId],
          targetWhere: open,
          set: { channel: values.channel, nightOk: values.nightOk, expiresAt: values.expiresAt },
        })
        .returning({
          agentId: availabilityAlerts.advisorAgentId,
          channel: availabilityAlerts.channel,
          nightOk: availabilityAlerts.nightOk,
          createdAt: availabilityAlerts.createdAt,
          expiresAt: availabilityAlerts.expiresAt,
        });
      if (!row) throw new Error('the alert was not written');
      return row;
    },

    async cancelAlert(customerId: string, agentId: number, now: Date): Promise<void> {
      await db
        .update(availabilityAlerts)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(availabilityAlerts.customerId, customerId),
            eq(availabilityAlerts.advisorAgentId, agentId),
            open,
          ),
        );
    },

    /**
     * Open, unexpired requests about advisors taking calls now (one advisor, or all), of customers not on a
     * break, locked for this transaction; rows another instance is firing are skipped, not waited for.
     */
    async lockDueAlerts(now: Date, agentId?: number): Promise<DueAlert[]> {
      return db
        .select({
          id: availabilityAlerts.id,
          customerId: availabilityAlerts.customerId,
          agentId: availabilityAlerts.advisorAgentId,
          channel: availabilityAlerts.channel,
          nightOk: availabilityAlerts.nightOk,
          advisorName: advisors.name,
          ...customerContactColumnsAs,
        })
        .from(availabilityAlerts)
        .innerJoin(advisors, eq(advisors.agentId, availabilityAlerts.advisorAgentId))
        .innerJoin(customers, eq(customers.id, availabilityAlerts.customerId))
        .where(
          and(
            open,
            gt(availabilityAlerts.expiresAt, now),
            agentId === undefined ? undefined : eq(availabilityAlerts.advisorAgentId, agentId),
            eq(advisors.isActive, true),
            eq(advisors.signedIn, true),
            eq(advisors.onACall, false),
            eq(customers.isActive, true),
            isNull(customers.deletedAt),
            // A customer taking a break or excluded is not invited to call: the request waits (or expires).
            notExists(
              db
                .select({ one: sql`1` })
                .from(spendingLimits)
                .where(and(eq(spendingLimits.customerId, customers.id), gt(spendingLimits.pauseUntil, now))),
            ),
          ),
        )
        .orderBy(asc(availabilityAlerts.createdAt))
        .limit(500)
        .for('update', { of: availabilityAlerts, skipLocked: true });
    },

    async lastNoticeAt(customerId: string, agentId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(availabilityAlerts.firedAt) })
        .from(availabilityAlerts)
        .where(
          and(eq(availabilityAlerts.customerId, customerId), eq(availabilityAlerts.advisorAgentId, agentId)),
        );
      return row?.at ?? null;
    },

    async markFired(id: string, now: Date): Promise<void> {
      await db.update(availabilityAlerts).set({ firedAt: now }).where(eq(availabilityAlerts.id, id));
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
