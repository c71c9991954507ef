import { INITIAL_DATA_IDS, INTERVALS_MS } from '@app/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getJson } from '../../../lib/api-client.ts';
import { initialDataReader } from '../../../lib/initial-data.ts';

const schema = z.object({
  promotion: z.nullable(
    z.object({
      id: z.string(),
      message: z.string(),
      linkUrl: z.nullable(z.string()),
      backgroundColor: z.string(),
      textColor: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
});

/**
 * The server writes the promotion showing now into every page (#initial-promotion), so the banner is part of
 * the first paint and does not push the page down when it arrives.
 */
const initial = initialDataReader(INITIAL_DATA_IDS.promotion, (value) => schema.parse(value).promotion);

export const activePromotionQueryOptions = queryOptions({
  queryKey: ['promotions', 'active'] as const,
  queryFn: async ({ signal }) => (await getJson('/api/promotions/active', schema, { signal })).promotion,
  // SPEC 7: re-polled every 60 s; errors are ignored (the banner simply does not show).
  refetchInterval: INTERVALS_MS.promotionPoll,
  retry: false,
  initialData: () => initial()?.value,
  initialDataUpdatedAt: () => initial()?.at,
});

export const useActivePromotion = () => useQuery(activePromotionQueryOptions);
