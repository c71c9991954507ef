// zod/mini, as the feed's schema: the profile is a visitor's first screen, where classic zod (what
// schemas/trust.ts is written in) would be loaded for this one check.
import type { ReviewsPage } from '@app/shared/schemas/trust';
import * as z from 'zod/mini';

const summary = z.object({ average: z.number(), count: z.int() });

/** schemas/trust.ts's reviewsPageSchema, the same shape (the type check below keeps them in step). */
export const reviewsPageSchema = z.object({
  reviews: z.array(
    z.object({
      id: z.string(),
      rating: z.int(),
      comment: z.nullable(z.string()),
      author: z.nullable(z.string()),
      createdAt: z.string(),
      edited: z.boolean(),
      reply: z.nullable(z.object({ text: z.string(), at: z.string() })),
    }),
  ),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  summary: z.nullable(summary),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: Same<z.infer<typeof reviewsPageSchema>, ReviewsPage> = true;
void inStep;
