import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import { coupons, tarotCards, tarotDeals, tarotGameAttempts, tarotGames } from '@app/db/schema';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { moneyTransaction } from '../credits/money-transaction.ts';

export type GameRow = typeof tarotGames.$inferSelect;

/** The week was switched off (by staff) between the game's lookup and the play. */
export class GameClosedError extends Error {
  constructor() {
    super('tarot game switched off');
    this.name = 'GameClosedError';
  }
}
export type AttemptRow = typeof tarotGameAttempts.$inferSelect;

export function createTarotRepository(db: AppDb) {
  return {
    /** The week's game, created by whichever instance asks first (week_start is unique). */
    async ensureGame(week: { start: Date; end: Date }): Promise<void> {
      await db
        .insert(tarotGames)
        .values({ weekStart: week.start, weekEnd: week.end })
        .onConflictDoNothing({ target: tarotGames.weekStart });
    },

    /** SPEC 7: the active game whose week contains `now`. */
    async activeGame(now: Date): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(tarotGames)
        .where(
          and(eq(tarotGames.isActive, true), lte(tarotGames.weekStart, now), gt(tarotGames.weekEnd, now)),
        )
        .limit(1);
      return row;
    },

    // Ordered: a seeded deal must see the pool in the same order every time.
    cardIds: async () =>
      (await db.select({ id: tarotCards.id }).from(tarotCards).orderBy(asc(tarotCards.id))).map(
        (row) => row.id,
      ),

    cards: () => db.select().from(tarotCards),

    async attempt(gameId: string, customerId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(tarotGameAttempts)
        .where(and(eq(tarotGameAttempts.gameId, gameId), eq(tarotGameAttempts.customerId, customerId)))
        .limit(1);
      return row;
    },

    /** The customer's 9 tiles for this game, dealt once: a reload never re-deals. */
    async dealOnce(gameId: string, customerId: string, tiles: number[]): Promise<number[]> {
      await db.insert(tarotDeals).values({ gameId, customerId, tiles }).onConflictDoNothing();
      const [row] = await db
        .select({ tiles: tarotDeals.tiles })
        .from(tarotDeals)
        .where(and(eq(tarotDeals.gameId, gameId), eq(tarotDeals.customerId, customerId)));
      if (!row) throw new Error('deal vanished');
      return row.tiles;
    },

    /**
     * Records the play and, on a win, its coupon, in one transaction. The unique (game, customer) key makes
     * a second play — concurrent or later — fail here; `undefined` tells the caller it was already played.
     */
    async recordPlay(input: {
      gameId: string;
      customerId: string;
      cardsDrawn: number[];
      coupon: { code: string; percent: number; expiresAt: Date } | null;
    }): Promise<AttemptRow | undefined> {
      try {
        // A prize is money-like (a discount): the same lock order and retry as every money change.
        return await moneyTransaction(db, input.customerId, async (tx) => {
          // FOR SHARE waits for a staff switch under way (FOR UPDATE) and sees its outcome: a week switched
          // off takes no more plays, and a week being played cannot be switched off meanwhile.
          const [game] = await tx
            .select({ isActive: tarotGames.isActive })
            .from(tarotGames)
            .where(eq(tarotGames.id, input.gameId))
            .for('share');
          if (!game?.isActive) throw new GameClosedError();
          if (input.coupon) {
            await tx.insert(coupons).values({
              code: input.coupon.code,
              type: 'percentage_off',
              value: input.coupon.percent,
              active: true,
              expiresAt: input.coupon.expiresAt,
              maxUses: 1,
              // The prize is the winner's: the database refuses anyone else's use of it.
              ownerCustomerId: input.customerId,
            });
          }
          const [row] = await tx
            .insert(tarotGameAttempts)
            .values({
              gameId: input.gameId,
              customerId: input.customerId,
              cardsDrawn: input.cardsDrawn,
              won: input.coupon !== null,
              couponCode: input.coupon?.code ?? null,
            })
            .returning();
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'tarot_game_attempts_game_customer_key')) return undefined;
        throw error;
      }
    },
  };
}

export type TarotRepository = ReturnType<typeof createTarotRepository>;
