import type { AppDb } from '@app/db/client';
import { customers, tarotCards, tarotGameAttempts, tarotGames } from '@app/db/schema';
import { type TarotWeekRefusal, tarotWeekChangeRefusal, tarotWeekPhase } from '@app/shared/rules/tarot-weeks';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, insertAudit } from '../audit/log.ts';
import { retryTransaction } from '../credits/money-transaction.ts';

export const tarotWeekTarget = (gameId: string) => `tarot_game:${gameId}`;
export const TAROT_WEEKS_TARGET = 'tarot_games';

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

export type SetWeekOutcome = 'not-found' | 'unchanged' | 'changed' | { refused: TarotWeekRefusal };

export function createStaffTarotRepository(db: AppDb) {
  const findWeek = async (executor: AppDb, gameId: string): Promise<WeekRow | undefined> => {
    const [row] = await executor.select(weekColumns).from(tarotGames).where(eq(tarotGames.id, gameId));
    return row;
  };

  return {
    /** Newest week first (coming weeks on top), with each week's plays and wins. */
    async listWeeks(page: number, pageSize: number): Promise<{ rows: WeekRow[]; total: number }> {
      const rows = await db
        .select(weekColumns)
        .from(tarotGames)
        .orderBy(desc(tarotGames.weekStart))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(tarotGames);
      return { rows, total: total?.n ?? 0 };
    },

    findWeek: (gameId: string) => findWeek(db, gameId),

    /** One week's plays, newest first, with who played (their e-mail at the time of asking). */
    async plays(gameId: string, page: number, pageSize: number) {
      const rows = await db
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
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(tarotGameAttempts)
        .where(eq(tarotGameAttempts.gameId, gameId));
      return { rows, total: total?.n ?? 0 };
    },

    async cardNames(): Promise<Map<number, string>> {
      const rows = await db.select({ id: tarotCards.id, name: tarotCards.name }).from(tarotCards);
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * Creates the weeks that do not exist yet (week_start is unique: an existing week, or one another
     * request creates at the same moment, is left alone) with one audit row naming the new ones; when
     * all existed, nothing is written. Answers every requested week as it now stands.
     */
    createWeeks(input: {
      weeks: { start: Date; end: Date }[];
      audit: Omit<AuditEntry, 'before' | 'after' | 'action' | 'target'>;
    }): Promise<{ created: number; weeks: WeekRow[] }> {
      return retryTransaction(db, async (tx) => {
        const created = await tx
          .insert(tarotGames)
          .values(input.weeks.map((week) => ({ weekStart: week.start, weekEnd: week.end })))
          .onConflictDoNothing({ target: tarotGames.weekStart })
          .returning({ weekStart: tarotGames.weekStart });
        if (created.length > 0) {
          await insertAudit(tx, {
            ...input.audit,
            action: 'tarot.create_weeks',
            target: TAROT_WEEKS_TARGET,
            before: null,
            after: { created: created.map((row) => row.weekStart.toISOString()) },
          });
        }
        const weeks = await tx
          .select(weekColumns)
          .from(tarotGames)
          .where(
            inArray(
              tarotGames.weekStart,
              input.weeks.map((week) => week.start),
            ),
          )
          .orderBy(asc(tarotGames.weekStart));
        return { created: created.length, weeks };
      });
    },

    /**
     * Switches a week on or off with its audit row. The week's row is locked FOR UPDATE, which a play's
     * foreign-key check (FOR KEY SHARE) waits for: a play committed before is counted, so a week that
     * was played is never switched off.
     */
    setActive(input: {
      gameId: string;
      isActive: boolean;
      now: Date;
      audit: Omit<AuditEntry, 'before' | 'after' | 'action' | 'target'>;
    }): Promise<SetWeekOutcome> {
      return retryTransaction<SetWeekOutcome>(db, async (tx) => {
        const [locked] = await tx
          .select({ id: tarotGames.id })
          .from(tarotGames)
          .where(eq(tarotGames.id, input.gameId))
          .for('update');
        if (!locked) return 'not-found';
        const week = await findWeek(tx, input.gameId);
        if (!week) return 'not-found';
        const phase = tarotWeekPhase({ start: week.weekStart, end: week.weekEnd }, input.now);
        const refused = tarotWeekChangeRefusal(phase, week.plays, input.isActive);
        if (refused) return { refused };
        if (week.isActive === input.isActive) return 'unchanged';
        await tx.update(tarotGames).set({ isActive: input.isActive }).where(eq(tarotGames.id, input.gameId));
        await insertAudit(tx, {
          ...input.audit,
          action: 'tarot.update',
          target: tarotWeekTarget(input.gameId),
          before: { isActive: week.isActive },
          after: { isActive: input.isActive, weekStart: week.weekStart.toISOString() },
        });
        return 'changed';
      });
    },
  };
}

export type StaffTarotRepository = ReturnType<typeof createStaffTarotRepository>;
