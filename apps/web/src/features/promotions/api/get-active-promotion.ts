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

export const activePromotionQueryOptions = queryOptions({
  queryKey: ['promotions', 'active'] as const,
  queryFn: async ({ signal }) => (await getJson('/api/promotions/active', schema, { signal })).promotion,
  // SPEC 7: re-polled every 60 s; errors are ignored (the banner simply does not show).
  refetchInterval: INTERVALS_MS.promotionPoll,
  retry: false,
});

export const useActivePromotion = () => useQuery(activePromotionQueryOptions);
