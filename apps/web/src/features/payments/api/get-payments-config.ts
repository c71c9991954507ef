import { paymentsConfigSchema } from '@app/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'] as const,
  queryFn: ({ signal }) => getJson('/api/payments/config', paymentsConfigSchema, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions);
