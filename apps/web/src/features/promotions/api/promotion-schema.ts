import * as z from 'zod/mini';

/** GET /api/promotions/active; loaded with the first answer it checks (see SchemaSource). */
export const promotionResponseSchema = z.object({
  promotion: z.nullable(
    z.object({
      id: z.string(),
      message: z.string(),
      /** The French banner; null: French pages show `message`. Optional: an older server. */
      messageFr: z.optional(z.nullable(z.string())),
      linkUrl: z.nullable(z.string()),
      backgroundColor: z.string(),
      textColor: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type Promotion = NonNullable<z.infer<typeof promotionResponseSchema>['promotion']>;
