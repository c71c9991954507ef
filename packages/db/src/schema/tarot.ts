import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { coupons } from './credits.ts';
import { customers } from './customers.ts';

export const tarotCards = pgTable(
  'tarot_cards',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull().unique(),
    image: text('image').notNull(),
  },
  (t) => [check('tarot_cards_id_positive', sql`${t.id} > 0`)],
);

/** One game per business week; the unique week_start lets every instance try to create it. */
export const tarotGames = pgTable(
  'tarot_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isActive: boolean('is_active').notNull().default(true),
    weekStart: timestamptz('week_start').notNull().unique(),
    weekEnd: timestamptz('week_end').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tarot_games_week_end_after_start', sql`${t.weekEnd} > ${t.weekStart}`),
    index('tarot_games_active_week_idx').on(t.isActive, t.weekStart, t.weekEnd),
  ],
);

/** The week's game and the customer a deal or a play belongs to. */
const gameAndCustomer = () => ({
  gameId: uuid('game_id')
    .notNull()
    .references(() => tarotGames.id),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
});

/**
 * The 9 tiles dealt to a customer, fixed on first view so that reloading the page cannot re-deal
 * until a winning hand appears.
 */
export const tarotDeals = pgTable(
  'tarot_deals',
  {
    ...gameAndCustomer(),
    tiles: integer('tiles').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tarot_deals_pkey', columns: [t.gameId, t.customerId] }),
    check(
      'tarot_deals_nine_tiles',
      sql`cardinality(${t.tiles}) = 9 and array_position(${t.tiles}, null) is null`,
    ),
  ],
);

/** One play per game per customer (spec section 9); a win names the coupon it created. */
export const tarotGameAttempts = pgTable(
  'tarot_game_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...gameAndCustomer(),
    cardsDrawn: integer('cards_drawn').array().notNull(),
    won: boolean('won').notNull(),
    couponCode: text('coupon_code').references(() => coupons.code),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tarot_game_attempts_game_customer_key').on(t.gameId, t.customerId),
    check(
      'tarot_game_attempts_cards_drawn',
      sql`cardinality(${t.cardsDrawn}) = 3 and array_position(${t.cardsDrawn}, null) is null`,
    ),
    check(
      'tarot_game_attempts_coupon_iff_won',
      sql`(${t.won} and ${t.couponCode} is not null) or (not ${t.won} and ${t.couponCode} is null)`,
    ),
    index('tarot_game_attempts_customer_id_created_at_idx').on(t.customerId, t.createdAt),
  ],
);
