import { z } from 'zod';
import { getJson, sendJson } from '../../../lib/api-client.ts';

const stateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('no-game') }),
  z.object({ state: z.literal('played'), won: z.boolean(), couponCode: z.string().nullable() }),
  z.object({ state: z.literal('ready'), tiles: z.number().int() }),
]);
export type TarotGameState = z.infer<typeof stateSchema>;

const resultSchema = z.object({
  won: z.boolean(),
  couponCode: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  picked: z.array(z.number().int()),
  tiles: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string() })),
});
export type TarotResult = z.infer<typeof resultSchema>;

/** This week's game for the signed-in customer: card backs only until the reveal. */
export const getTarotGame = () => getJson('/api/tarot/game', stateSchema);

/** The server decides the win from the positions; the faces come back only now. */
export const playTarot = (positions: number[]) =>
  sendJson('POST', '/api/tarot/play', { positions }, resultSchema);
