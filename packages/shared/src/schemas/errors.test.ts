import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './errors.ts';

describe('apiErrorSchema', () => {
  it('accepts { error: { code, message } } and strips extra fields', () => {
    const body = { error: { code: 'COUPON_EXPIRED', message: 'Coupon has expired', stack: 'x' } };
    expect(apiErrorSchema.parse(body)).toEqual({
      error: { code: 'COUPON_EXPIRED', message: 'Coupon has expired' },
    });
  });

  it.each([
    {},
    { error: 'boom' },
    { error: { code: 'X' } },
    { error: { message: 'm' } },
    { error: { code: 1, message: 'm' } },
  ])('rejects %j', (body) => {
    expect(apiErrorSchema.safeParse(body).success).toBe(false);
  });
});
