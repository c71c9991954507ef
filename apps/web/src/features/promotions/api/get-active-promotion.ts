import { INITIAL_DATA_IDS, INTERVALS_MS } from '@app/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { initialDataReader } from '../../../lib/initial-data.ts';
import type { Promotion } from './promotion-schema.ts';

const schema = async () => (await import('./promotion-schema.ts')).promotionResponseSchema;

/**
 * The server writes the promotion showing now into every page (#initial-promotion), so the banner is part of
 * the first paint and does not push the page down when it arrives.
 */
const initial = initialDataReader<{ promotion: Promotion | null }>(INITIAL_DATA_IDS.promotion);

export const activePromotionQueryOptions = queryOptions({
  queryKey: ['promotions', 'active'] as const,
  queryFn: async ({ signal }) => (await getJson('/api/promotions/active', schema, { signal })).promotion,
  // SPEC 7: re-polled every 60 s; errors are ignored (the banner simply does not show).
  refetchInterval: INTERVALS_MS.promotionPoll,
  retry: false,
  initialData: () => initial()?.value.promotion,
  initialDataUpdatedAt: () => initial()?.at,
});

export const useActivePromotion = () => useQuery(activePromotionQueryOptions);
