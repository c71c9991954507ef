import type { AccountClosure } from '@app/shared/schemas/account-closure';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { customerQueryKey } from './get-customer.ts';

const loadSchema = async () =>
  (await import('@app/shared/schemas/account-closure')).accountClosureResponseSchema;

/** Under the customer's record key: a purchase or a call that changes the balance refreshes it too. */
export const accountClosureQueryKey = (id: string) => [...customerQueryKey(id), 'closure'] as const;

export function accountClosureQueryOptions(id: string) {
  return queryOptions({
    queryKey: accountClosureQueryKey(id),
    queryFn: async ({ signal }): Promise<AccountClosure> =>
      (await getJson(`/api/customers/${encodeURIComponent(id)}/closure`, loadSchema, { signal })).closure,
    // Read again each time the closing dialog opens: it must say what closing now would refund.
    staleTime: 0,
  });
}

/** What closing the account would refund and lose; asked only while the closing dialog is open. */
export function useAccountClosure(id: string, enabled: boolean) {
  return useQuery({ ...accountClosureQueryOptions(id), enabled: enabled && id !== '' });
}
