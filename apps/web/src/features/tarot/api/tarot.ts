import * as z from 'zod/mini';
import { getJson, sendJson } from '../../../lib/api-client.ts';

const stateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('no-game') }),
  z.object({ state: z.literal('played'), won: z.boolean(), couponCode: z.nullable(z.string()) }),
  z.object({ state: z.literal('ready'), tiles: z.int() }),
]);
export type TarotGameState = z.infer<typeof stateSchema>;

const resultSchema = z.object({
  won: z.boolean(),
  couponCode: z.nullable(z.string()),
  discountPercent: z.nullable(z.int()),
  picked: z.array(z.int()),
  tiles: z.array(z.object({ id: z.int(), name: z.string(), image: z.string() })),
});
export type TarotResult = z.infer<typeof resultSchema>;

/** This week's game for the signed-in customer: card backs only until the reveal. */
export const getTarotGame = () => getJson('/api/tarot/game', stateSchema);

/** The server decides the win from the positions; the faces come back only now. */
export const playTarot = (positions: number[]) =>
  sendJson('POST', '/api/tarot/play', { positions }, resultSchema);
