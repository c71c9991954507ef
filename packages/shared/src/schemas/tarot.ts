import { z } from 'zod';

/** GET /api/tarot/game: this week's game for the signed-in customer, card backs only until the reveal. */
export const tarotStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('no-game') }),
  z.object({ state: z.literal('played'), won: z.boolean(), couponCode: z.string().nullable() }),
  z.object({ state: z.literal('ready'), tiles: z.number().int() }),
]);
export type TarotGameState = z.infer<typeof tarotStateSchema>;

/** POST /api/tarot/play's answer: the server decides the win from the positions; faces come back only now. */
export const tarotResultSchema = z.object({
  won: z.boolean(),
  couponCode: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  picked: z.array(z.number().int()),
  tiles: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string() })),
});
export type TarotResult = z.infer<typeof tarotResultSchema>;

export const tarotPlayBodySchema = z.object({ positions: z.array(z.number().int()).max(9) });
