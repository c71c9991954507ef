import { validateCouponAnswerSchema } from '@app/shared/schemas/payments';
import { sendJson } from '../../../lib/api-send.ts';

/** SPEC 5 coupon checks, on the server: exists and active, not expired, under max_uses, first purchase. */
export const validateCoupon = (code: string, bundleId: string) =>
  sendJson('POST', '/api/coupons/validate', { code, bundleId }, validateCouponAnswerSchema);
