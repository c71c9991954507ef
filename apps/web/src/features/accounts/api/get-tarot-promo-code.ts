import { promoCodeResponseSchema } from '@app/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

export function tarotPromoCodeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['customers', id, 'tarot-promo-code'] as const,
    queryFn: async ({ signal }) =>
      (
        await getJson(`/api/customers/${encodeURIComponent(id)}/tarot-promo-code`, promoCodeResponseSchema, {
          signal,
        })
      ).promoCode,
  });
}

export const useTarotPromoCode = (id: string) => useQuery(tarotPromoCodeQueryOptions(id));
