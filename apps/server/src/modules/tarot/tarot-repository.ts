import type { AppDb } from '@app/db/client';
import { coupons, tarotCards, tarotDeals, tarotGameAttempts, tarotGames } from '@app/db/schema';
import { and, asc, eq, gt, lte } from 'drizzle-orm';

export type GameRow = typeof tarotGames.$inferSelect;
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
     * Whether the game takes plays, its row held FOR SHARE for the rest of the transaction: that waits for
     * a staff switch under way (FOR UPDATE) and sees its outcome, and keeps the week from being switched
     * off meanwhile.
     */
    async shareGame(gameId: string): Promise<{ isActive: boolean } | undefined> {
      const [game] = await db
        .select({ isActive: tarotGames.isActive })
        .from(tarotGames)
        .where(eq(tarotGames.id, gameId))
        .for('share');
      return game;
    },

    /** A prize coupon that belongs to its winner: the database refuses anyone else's use of it. */
    async insertPrizeCoupon(
      customerId: string,
      coupon: { code: string; percent: number; expiresAt: Date },
    ): Promise<void> {
      await db.insert(coupons).values({
        code: coupon.code,
        type: 'percentage_off',
        value: coupon.percent,
        active: true,
        expiresAt: coupon.expiresAt,
        maxUses: 1,
        ownerCustomerId: customerId,
      });
    },

    /** The play; the unique (game, customer) key refuses a second one. */
    async insertAttempt(values: {
      gameId: string;
      customerId: string;
      cardsDrawn: number[];
      won: boolean;
      couponCode: string | null;
    }): Promise<AttemptRow | undefined> {
      const [row] = await db.insert(tarotGameAttempts).values(values).returning();
      return row;
    },
  };
}

export type TarotRepository = ReturnType<typeof createTarotRepository>;
