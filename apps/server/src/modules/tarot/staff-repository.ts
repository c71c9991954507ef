import type { AppDb } from '@app/db/client';
import { customers, tarotCards, tarotGameAttempts, tarotGames } from '@app/db/schema';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pageWithTotal } from '../../db-paging.ts';

const weekColumns = {
  id: tarotGames.id,
  weekStart: tarotGames.weekStart,
  weekEnd: tarotGames.weekEnd,
  isActive: tarotGames.isActive,
  // Written out: drizzle leaves a one-table select's columns unqualified, which the subquery would
  // resolve against its own table.
  plays: sql<number>`(select count(*)::int from tarot_game_attempts a where a.game_id = tarot_games.id)`,
  wins: sql<number>`(select count(*)::int from tarot_game_attempts a where a.game_id = tarot_games.id and a.won)`,
};

export type WeekRow = {
  id: string;
  weekStart: Date;
  weekEnd: Date;
  isActive: boolean;
  plays: number;
  wins: number;
};

export function createStaffTarotRepository(db: AppDb) {
  return {
    /** Newest week first (coming weeks on top), with each week's plays and wins. */
    async listWeeks(page: number, pageSize: number): Promise<{ rows: WeekRow[]; total: number }> {
      return pageWithTotal(
        db.select(weekColumns).from(tarotGames).orderBy(desc(tarotGames.weekStart)).$dynamic(),
        db.select({ n: count() }).from(tarotGames),
        { page, pageSize },
      );
    },

    async findWeek(gameId: string): Promise<WeekRow | undefined> {
      const [row] = await db.select(weekColumns).from(tarotGames).where(eq(tarotGames.id, gameId));
      return row;
    },

    /** One week's plays, newest first, with who played (their e-mail at the time of asking). */
    async plays(gameId: string, page: number, pageSize: number) {
      return pageWithTotal(
        db
          .select({
            id: tarotGameAttempts.id,
            customerId: tarotGameAttempts.customerId,
            customerEmail: customers.email,
            playedAt: tarotGameAttempts.createdAt,
            cardsDrawn: tarotGameAttempts.cardsDrawn,
            won: tarotGameAttempts.won,
            couponCode: tarotGameAttempts.couponCode,
          })
          .from(tarotGameAttempts)
          .innerJoin(customers, eq(customers.id, tarotGameAttempts.customerId))
          .where(eq(tarotGameAttempts.gameId, gameId))
          .orderBy(desc(tarotGameAttempts.createdAt), asc(tarotGameAttempts.id))
          .$dynamic(),
        db.select({ n: count() }).from(tarotGameAttempts).where(eq(tarotGameAttempts.gameId, gameId)),
        { page, pageSize },
      );
    },

    async cardNames(): Promise<Map<number, string>> {
      const rows = await db.select({ id: tarotCards.id, name: tarotCards.name }).from(tarotCards);
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Inserts the weeks that do not exist yet (week_start is unique) and answers the starts of the new ones. */
    async insertMissingWeeks(weeks: { start: Date; end: Date }[]): Promise<Date[]> {
      const created = await db
        .insert(tarotGames)
        .values(weeks.map((week) => ({ weekStart: week.start, weekEnd: week.end })))
        .onConflictDoNothing({ target: tarotGames.weekStart })
        .returning({ weekStart: tarotGames.weekStart });
      return created.map((row) => row.weekStart);
    },

    /** The weeks starting at these moments, oldest first. */
    weeksStartingAt: (starts: Date[]): Promise<WeekRow[]> =>
      db
        .select(weekColumns)
        .from(tarotGames)
        .where(inArray(tarotGames.weekStart, starts))
        .orderBy(asc(tarotGames.weekStart)),

    /** Locks the week's row FOR UPDATE; false when there is no such week. */
    async lockWeek(gameId: string): Promise<boolean> {
      const [locked] = await db
        .select({ id: tarotGames.id })
        .from(tarotGames)
        .where(eq(tarotGames.id, gameId))
        .for('update');
      return locked !== undefined;
    },

    async setWeekActive(gameId: string, isActive: boolean): Promise<void> {
      await db.update(tarotGames).set({ isActive }).where(eq(tarotGames.id, gameId));
    },
  };
}

export type StaffTarotRepository = ReturnType<typeof createStaffTarotRepository>;
