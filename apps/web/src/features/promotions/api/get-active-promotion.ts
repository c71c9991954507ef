import { INTERVALS_MS } from '@app/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';

const schema = z.object({
  promotion: z
    .object({
      id: z.string(),
      message: z.string(),
      linkUrl: z.string().nullable(),
      backgroundColor: z.string(),
      textColor: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    })
    .nullable(),
});

type ActivePromotion = z.infer<typeof schema>['promotion'];

/**
 * The server writes the promotion showing now into every page (#initial-promotion), so the banner is part of
 * the first paint and does not push the page down when it arrives. Absent or unreadable: fetched as usual.
 */
function initialPromotion(): { promotion: ActivePromotion } | undefined {
  const text =
    typeof document === 'undefined' ? null : document.getElementById('initial-promotion')?.textContent;
  if (!text) return undefined;
  try {
    return { promotion: schema.parse(JSON.parse(text)).promotion };
  } catch {
    return undefined;
  }
}

const initial = initialPromotion();
const loadedAt = Date.now();

export const activePromotionQueryOptions = queryOptions({
  queryKey: ['promotions', 'active'] as const,
  queryFn: async ({ signal }) => (await getJson('/api/promotions/active', schema, { signal })).promotion,
  // SPEC 7: re-polled every 60 s; errors are ignored (the banner simply does not show).
  refetchInterval: INTERVALS_MS.promotionPoll,
  retry: false,
  ...(initial ? { initialData: initial.promotion, initialDataUpdatedAt: loadedAt } : {}),
});

export const useActivePromotion = () => useQuery(activePromotionQueryOptions);
