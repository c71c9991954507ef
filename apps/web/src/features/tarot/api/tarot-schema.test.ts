import { tarotResultSchema, tarotStateSchema } from '@app/shared/schemas/tarot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { resultSchema, stateSchema } from './tarot-schema.ts';

/** The game's lighter copies (zod/mini, loaded on demand) must read the server's answers as the shared schemas do. */
describe('the tarot game’s schemas', () => {
  const couponCode = fc.option(fc.string(), { nil: null });
  const state = fc.oneof(
    fc.constant({ state: 'no-game' as const }),
    fc.record({ state: fc.constant('played' as const), won: fc.boolean(), couponCode }),
    fc.record({ state: fc.constant('ready' as const), tiles: fc.integer() }),
  );
  const result = fc.record({
    won: fc.boolean(),
    couponCode,
    discountPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    picked: fc.array(fc.integer({ min: 0, max: 8 })),
    tiles: fc.array(fc.record({ id: fc.integer(), name: fc.string(), image: fc.string() })),
  });

  it('accept every state and result the server may send, and read them the same', () => {
    fc.assert(
      fc.property(state, (value) => {
        expect(tarotStateSchema.parse(value)).toEqual(value);
        expect(z.parse(stateSchema, value)).toEqual(value);
      }),
    );
    fc.assert(
      fc.property(result, (value) => {
        expect(tarotResultSchema.parse(value)).toEqual(value);
        expect(z.parse(resultSchema, value)).toEqual(value);
      }),
    );
  });

  it.each([
    ['an unknown state', { state: 'won' }],
    ['a ready game without its tiles', { state: 'ready' }],
    ['a fractional tile count', { state: 'ready', tiles: 1.5 }],
    ['a played game without its coupon', { state: 'played', won: true }],
  ])('refuse, like the shared schema, %s', (_case, value) => {
    expect(tarotStateSchema.safeParse(value).success).toBe(false);
    expect(z.safeParse(stateSchema, value).success).toBe(false);
  });

  it.each([
    ['a missing discount', { won: false, couponCode: null, picked: [], tiles: [] }],
    [
      'a tile without its image',
      { won: false, couponCode: null, discountPercent: null, picked: [], tiles: [{ id: 1, name: 'x' }] },
    ],
  ])('refuse, like the shared schema, a result with %s', (_case, value) => {
    expect(tarotResultSchema.safeParse(value).success).toBe(false);
    expect(z.safeParse(resultSchema, value).success).toBe(false);
  });

  it('know every field of the shared result, and no other', () => {
    const shared = Object.keys(tarotResultSchema.shape).sort();
    const light = Object.keys(resultSchema.shape).sort();
    expect(light).toEqual(shared);
  });
});
