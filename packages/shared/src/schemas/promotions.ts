import { z } from 'zod';

/**
 * The promotion banner as the site shows it: GET /api/promotions/active, the page's inline copy of it,
 * and the base of the back office's promotion. The first screen checks it with a lighter zod/mini copy
 * (apps/web/src/features/promotions/api/promotion-schema.ts), which a test holds to this one.
 */
export const activePromotionSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The French banner; null only on a row saved before French was required: French pages show `message`. */
  messageFr: z.string().nullable(),
  /** A path of our site, or an https address to an allowed site; null: no link. */
  linkUrl: z.string().nullable(),
  backgroundColor: z.string(),
  textColor: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

export type ActivePromotion = z.infer<typeof activePromotionSchema>;

export const activePromotionResponseSchema = z.object({ promotion: activePromotionSchema.nullable() });
