import { activePromotionResponseSchema } from '@app/shared/schemas/promotions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { promotionResponseSchema } from './promotion-schema.ts';

/** The first screen's lighter copy must read what the server sends exactly as the shared schema does. */
describe('the first screen’s promotion schema', () => {
  const promotion = fc.record({
    id: fc.uuid(),
    message: fc.string(),
    messageFr: fc.option(fc.string(), { nil: null }),
    linkUrl: fc.option(fc.constantFrom('/pricing', 'https://www.instagram.com/lumiere'), { nil: null }),
    backgroundColor: fc.constantFrom('#1e1b4b', '#ffffff'),
    textColor: fc.constantFrom('#fde68a', '#000000'),
    startDate: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    endDate: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  });

  it('accepts every answer the server may send, and reads it the same', () => {
    fc.assert(
      fc.property(fc.option(promotion, { nil: null }), (value) => {
        const answer = { promotion: value };
        expect(activePromotionResponseSchema.parse(answer)).toEqual(answer);
        expect(z.parse(promotionResponseSchema, answer)).toEqual(answer);
      }),
    );
  });

  it.each([
    ['a missing id', { message: 'm', messageFr: null, linkUrl: null }],
    ['a message that is not text', { id: 'x', message: 3, messageFr: null, linkUrl: null }],
    ['a link that is not text', { id: 'x', message: 'm', messageFr: null, linkUrl: 5 }],
  ])('refuses, like the shared schema, a promotion with %s', (_case, fields) => {
    const answer = {
      promotion: {
        backgroundColor: '#1e1b4b',
        textColor: '#ffffff',
        startDate: '2026-11-27T00:00:00.000Z',
        endDate: '2026-12-27T00:00:00.000Z',
        ...fields,
      },
    };
    expect(activePromotionResponseSchema.safeParse(answer).success).toBe(false);
    expect(z.safeParse(promotionResponseSchema, answer).success).toBe(false);
  });

  it('knows every field of the shared schema, and no other', () => {
    const shared = Object.keys(activePromotionResponseSchema.shape.promotion.unwrap().shape).sort();
    const light = Object.keys(promotionResponseSchema.shape.promotion.def.innerType.shape).sort();
    expect(light).toEqual(shared);
  });
});
