import { creditUsageResponseSchema } from '@app/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client.ts';

export const creditUsageQueryKey = (id: string) => ['customers', id, 'credit-usage'] as const;

export function creditUsageQueryOptions(id: string) {
  return queryOptions({
    refetchOnWindowFocus: 'always' as const,
    queryKey: creditUsageQueryKey(id),
    queryFn: async ({ signal }) =>
      (
        await getJson(`/api/customers/${encodeURIComponent(id)}/credit-usage`, creditUsageResponseSchema, {
          signal,
        })
      ).creditUsages,
  });
}

export const useCreditUsage = (id: string) => useQuery(creditUsageQueryOptions(id));
