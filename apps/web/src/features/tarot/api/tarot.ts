import { getJson } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/api-send.ts';
import type { TarotGameState, TarotResult } from './tarot-schema.ts';

export type { TarotGameState, TarotResult };

const schemas = () => import('./tarot-schema.ts');

/** This week's game for the signed-in customer: card backs only until the reveal. */
export const getTarotGame = () => getJson('/api/tarot/game', async () => (await schemas()).stateSchema);

/** The server decides the win from the positions; the faces come back only now. */
export const playTarot = (positions: number[]) =>
  sendJson('POST', '/api/tarot/play', { positions }, async () => (await schemas()).resultSchema);
