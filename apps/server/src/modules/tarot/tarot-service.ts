import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { AppDb } from '@app/db/client';
import { isUniqueViolation } from '@app/db/errors';
import { TAROT } from '@app/shared/constants';
import { en } from '@app/shared/messages/en';
import {
  dealTiles,
  isTarotWin,
  pickDiscountPercent,
  tarotCouponCode,
  validatePickedPositions,
} from '@app/shared/rules/tarot';
import { torontoWeekBounds } from '@app/shared/rules/week';
import { AppError } from '../../app-error.ts';
import { moneyTransaction } from '../credits/money-transaction.ts';
import { createTarotRepository } from './tarot-repository.ts';

const DAY_MS = 86_400_000;
const CODE_ATTEMPTS = 3;

export interface TarotRandom {
  /** Uniform [0, 1): the deal's shuffle. */
  random: () => number;
  /** Uniform integer in [0, max): coupon code and percent. */
  randomInt: (maxExclusive: number) => number;
}

/** Cryptographic by default: nobody can predict a deal or a coupon code. */
export const cryptoRandom: TarotRandom = {
  random: () => cryptoRandomInt(0, 2 ** 47) / 2 ** 47,
  randomInt: (max) => cryptoRandomInt(0, max),
};

/** The week was switched off (by staff) between the game's lookup and the play. */
class GameClosedError extends Error {
  constructor() {
    super('tarot game switched off');
    this.name = 'GameClosedError';
  }
}

export type TarotState =
  | { state: 'no-game' }
  | { state: 'played'; won: boolean; couponCode: string | null }
  | { state: 'ready'; tiles: number };

/**
 * The weekly tarot game, decided on the server: the deal is made and kept here, the browser sends only
 * positions, and the faces come back only with the result, so the winning picks cannot be found first.
 */
export function createTarotService(deps: {
  db: AppDb;
  /** The randomness of one customer's deal; crypto unless a test or demo injects a reproducible one. */
  randomFor?: (customerId: string) => TarotRandom;
  now?: () => Date;
}) {
  const { db } = deps;
  const repository = createTarotRepository(db);

  /**
   * Records the play and, on a win, its coupon, in one transaction. The unique (game, customer) key makes
   * a second play — concurrent or later — fail here; `undefined` tells the caller it was already played.
   */
  async function recordPlay(input: {
    gameId: string;
    customerId: string;
    cardsDrawn: number[];
    coupon: { code: string; percent: number; expiresAt: Date } | null;
  }) {
    try {
      // A prize is money-like (a discount): the same lock order and retry as every money change.
      return await moneyTransaction(db, input.customerId, async (tx) => {
        const rows = createTarotRepository(tx);
        // A week switched off takes no more plays, and a week being played cannot be switched off meanwhile.
        const game = await rows.shareGame(input.gameId);
        if (!game?.isActive) throw new GameClosedError();
        if (input.coupon) await rows.insertPrizeCoupon(input.customerId, input.coupon);
        return rows.insertAttempt({
          gameId: input.gameId,
          customerId: input.customerId,
          cardsDrawn: input.cardsDrawn,
          won: input.coupon !== null,
          couponCode: input.coupon?.code ?? null,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'tarot_game_attempts_game_customer_key')) return undefined;
      throw error;
    }
  }
  const randomFor = deps.randomFor ?? (() => cryptoRandom);
  const now = deps.now ?? (() => new Date());

  async function currentGame(at: Date) {
    await repository.ensureGame(torontoWeekBounds(at));
    return repository.activeGame(at);
  }

  async function tilesFor(gameId: string, customerId: string): Promise<number[]> {
    return repository.dealOnce(
      gameId,
      customerId,
      dealTiles(await repository.cardIds(), randomFor(customerId).random),
    );
  }

  return {
    async state(customerId: string): Promise<TarotState> {
      const game = await currentGame(now());
      if (!game) return { state: 'no-game' };
      const attempt = await repository.attempt(game.id, customerId);
      if (attempt) return { state: 'played', won: attempt.won, couponCode: attempt.couponCode };
      return { state: 'ready', tiles: (await tilesFor(game.id, customerId)).length };
    },

    async play(customerId: string, positions: unknown) {
      const picked = validatePickedPositions(positions);
      if (!picked) throw new AppError(400, 'INVALID_PICKS', en.tarot.processFailed);
      const at = now();
      const game = await currentGame(at);
      if (!game) throw new AppError(404, 'NO_ACTIVE_GAME', en.tarot.noActiveGame);
      if (await repository.attempt(game.id, customerId))
        throw new AppError(409, 'ALREADY_PLAYED', en.tarot.alreadyPlayed);
      const tiles = await tilesFor(game.id, customerId);
      const cardsDrawn = picked.map((position) => tiles[position] as number);
      const won = isTarotWin(cardsDrawn);
      const random = randomFor(customerId);
      const percent = won ? pickDiscountPercent(random.randomInt) : null;

      for (let attemptNo = 1; ; attemptNo++) {
        const coupon =
          percent === null
            ? null
            : {
                code: tarotCouponCode(random.randomInt),
                percent,
                expiresAt: new Date(at.getTime() + TAROT.couponValidDays * DAY_MS),
              };
        try {
          const recorded = await recordPlay({ gameId: game.id, customerId, cardsDrawn, coupon });
          if (!recorded) throw new AppError(409, 'ALREADY_PLAYED', en.tarot.alreadyPlayed);
          const cards = new Map((await repository.cards()).map((card) => [card.id, card]));
          return {
            won,
            couponCode: coupon?.code ?? null,
            discountPercent: percent,
            picked,
            tiles: tiles.map((id) => {
              const card = cards.get(id);
              return { id, name: card?.name ?? '', image: card?.image ?? '' };
            }),
          };
        } catch (error) {
          if (error instanceof GameClosedError)
            throw new AppError(404, 'NO_ACTIVE_GAME', en.tarot.noActiveGame);
          // A code already taken (36^6 possibilities) is drawn again; anything else is a real failure.
          if (coupon && attemptNo < CODE_ATTEMPTS && isUniqueViolation(error, 'coupons_code_unique'))
            continue;
          throw error;
        }
      }
    },
  };
}

export type TarotService = ReturnType<typeof createTarotService>;
