import * as z from 'zod/mini';

// A lighter copy of @app/shared/schemas/tarot for the lazily loaded game (tarot-schema.test.ts holds it to the source).

/** The tarot game's answers; loaded with the first answer they check (see SchemaSource). */
export const stateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('no-game') }),
  z.object({ state: z.literal('played'), won: z.boolean(), couponCode: z.nullable(z.string()) }),
  z.object({ state: z.literal('ready'), tiles: z.int() }),
]);
export type TarotGameState = z.infer<typeof stateSchema>;

export const resultSchema = z.object({
  won: z.boolean(),
  couponCode: z.nullable(z.string()),
  discountPercent: z.nullable(z.int()),
  picked: z.array(z.int()),
  tiles: z.array(z.object({ id: z.int(), name: z.string(), image: z.string() })),
});
export type TarotResult = z.infer<typeof resultSchema>;
