import { purchasesResponseSchema } from '@app/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

export const purchasesQueryKey = (id: string) => ['customers', id, 'purchases'] as const;

export function purchasesQueryOptions(id: string) {
  return queryOptions({
    refetchOnWindowFocus: 'always' as const,
    queryKey: purchasesQueryKey(id),
    queryFn: async ({ signal }) =>
      (
        await getJson(`/api/customers/${encodeURIComponent(id)}/purchases`, purchasesResponseSchema, {
          signal,
        })
      ).purchases,
  });
}

export const usePurchases = (id: string) => useQuery(purchasesQueryOptions(id));
