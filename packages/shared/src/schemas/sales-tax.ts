import { z } from 'zod';
import { messageKey } from '../messages/keys.ts';
import { normalizePostalCode, postalCodeMatchesProvince } from '../rules/postal-code.ts';
import { PROVINCES, TAX_NAMES } from '../rules/sales-tax-rates.ts';

const cents = z.number().int().nonnegative();

export const provinceSchema = z.enum(PROVINCES, { error: messageKey('salesTax.errors.province') });

/** One tax an order charged, as the API writes it: `rate` is a fraction (0.13 for HST in Ontario). */
export const taxLineSchema = z.object({
  name: z.enum(TAX_NAMES),
  rate: z.number().nonnegative(),
  amountCents: cents,
});
export type TaxLineDto = z.infer<typeof taxLineSchema>;

/** A registration number printed under the taxes it covers ('GST' stands for GST/HST). */
export const taxRegistrationSchema = z.object({ name: z.enum(TAX_NAMES), number: z.string() });
export type TaxRegistration = z.infer<typeof taxRegistrationSchema>;

/**
 * The customer's billing address: their province or territory and postal code, the postal code in its
 * normal form ('H2X 1Y4') and its first letter one of the province's.
 */
export const billingAddressSchema = z
  .object({
    province: provinceSchema,
    postalCode: z
      .string({ error: messageKey('salesTax.errors.postalCode') })
      .max(16, messageKey('salesTax.errors.postalCode'))
      .transform((value, ctx) => {
        const normal = normalizePostalCode(value);
        if (normal === null) {
          ctx.addIssue({ code: 'custom', message: messageKey('salesTax.errors.postalCode') });
          return z.NEVER;
        }
        return normal;
      }),
  })
  .superRefine((address, ctx) => {
    if (!postalCodeMatchesProvince(address.postalCode, address.province))
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: messageKey('salesTax.errors.postalCodeProvince'),
      });
  });
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** POST /api/payments/quote: the bundle, an optional coupon code, and the province (the customer's, else QC). */
export const quoteBodySchema = z.object({
  bundle: z
    .string({ error: messageKey('purchase.selectPackageFirst') })
    .min(1, messageKey('purchase.selectPackageFirst'))
    .max(64),
  coupon: z.string().trim().max(64).optional(),
  province: provinceSchema.optional(),
});

/** The quote the purchase page shows before payment; the order then carries exactly these figures. */
export const quoteAnswerSchema = z.object({
  bundle: z.string(),
  priceCents: cents,
  discountCents: cents,
  taxes: z.array(taxLineSchema),
  totalCents: cents,
  province: z.enum(PROVINCES),
});
export type Quote = z.infer<typeof quoteAnswerSchema>;
