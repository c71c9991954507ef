import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { PROVINCES } from '../rules/sales-tax-rates.ts';
import { taxLineSchema } from './sales-tax.ts';

/** SPEC 7 create-paypal-order / create-interac-order: the bundle id and the validated coupon's id. */
export const createOrderBodySchema = z.object({
  bundle: z
    .string({ error: messageKey('purchase.selectPackageFirst') })
    .min(1, messageKey('purchase.selectPackageFirst'))
    .max(64),
  couponId: z.string().max(64).optional(),
});
/** create-interac-order's answer: where the customer pays, and the transaction to ask about. */
export const interacOrderAnswerSchema = z.object({ paymentUrl: z.string(), transactionId: z.string() });
/** check-interac-transaction-status's answer: Gigadat's status as it reported it. */
export const interacStatusAnswerSchema = z.object({ status: z.string() });
export const capturePayPalBodySchema = z.object({ orderId: z.string().min(1).max(64) });
export const cancelAnswerSchema = z.object({ cancelled: z.boolean() });
export const captureAnswerSchema = z.object({
  purchaseId: z.string(),
  bundleId: z.string(),
  credits: z.number().int(),
});
export const validateCouponBodySchema = z.object({
  code: z.string().trim().min(1, messageKey('coupon.errors.invalid')).max(64),
  bundleId: z
    .string({ error: messageKey('coupon.errors.selectPackageFirst') })
    .min(1, messageKey('coupon.errors.selectPackageFirst'))
    .max(64),
});

export const orderSummarySchema = z.object({
  bundleMinutes: z.number().int(),
  giftMinutes: z.number().int(),
  bonusMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  priceCents: z.number().int(),
  discountCents: z.number().int(),
  taxableCents: z.number().int(),
  taxCents: z.number().int(),
  /** Each tax line; `rate` is a fraction (0.13). */
  taxes: z.array(taxLineSchema),
  province: z.enum(PROVINCES),
  totalCents: z.number().int(),
});
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;

export const validateCouponAnswerSchema = z.object({
  coupon: z.object({
    id: z.string(),
    code: z.string(),
    type: z.enum(['percentage_off', 'bonus_minutes', 'percentage_bonus_minutes']),
    value: z.number(),
  }),
  summary: orderSummarySchema,
});
export type ValidatedCoupon = z.infer<typeof validateCouponAnswerSchema>;

export const orderAnswerSchema = z.object({
  order: z.object({
    id: z.string(),
    amount: z.number().int(),
    tax: z.number().int(),
    discount: z.number().int(),
    currency: z.string(),
    bundleId: z.string().nullable(),
    bundleName: z.string(),
    minutes: z.number().int(),
    couponCode: z.string().nullable(),
  }),
});

export const paymentsConfigSchema = z.object({
  currency: z.literal('CAD'),
  interac: z.boolean(),
  paypal: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('sdk'), clientId: z.string() }),
    z.object({ mode: z.literal('emulator') }),
    z.object({ mode: z.literal('unavailable') }),
  ]),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
