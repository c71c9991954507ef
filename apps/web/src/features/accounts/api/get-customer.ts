import { CREDITS_UPDATED_EVENT } from '@app/shared/constants';
import { shownCustomerName } from '@app/shared/rules/customer';
import type { Customer } from '@app/shared/schemas/customer';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getJson } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.tsx';

export const customerQueryKey = (id: string) => ['customers', id] as const;

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: async ({ signal }): Promise<Customer> =>
      (
        await getJson(
          `/api/customers/${encodeURIComponent(id)}`,
          async () => (await import('@app/shared/schemas/customer')).customerResponseSchema,
          { signal },
        )
      ).customer,
  });
}

/**
 * The signed-in customer's record (null while signed out). SPEC 7: re-fetched on mount, on every path
 * change and on the 'credits updated' browser event.
 */
export function useCustomer() {
  const { user, role } = useAuth();
  // Only a customer's login has a customer record (advisors and staff have none to ask for).
  const id = role === 'customer' ? user?.id : undefined;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const query = useQuery({
    ...customerQueryOptions(id ?? ''),
    enabled: id !== undefined,
    // A call ends on the phone, not in the browser: coming back to the tab shows the new balance.
    refetchOnWindowFocus: 'always',
  });

  useEffect(() => {
    if (id === undefined) return;
    void pathname;
    void queryClient.invalidateQueries({ queryKey: customerQueryKey(id) });
  }, [id, pathname, queryClient]);

  useEffect(() => {
    if (id === undefined) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: customerQueryKey(id) });
    window.addEventListener(CREDITS_UPDATED_EVENT, refetch);
    return () => window.removeEventListener(CREDITS_UPDATED_EVENT, refetch);
  }, [id, queryClient]);

  return { ...query, customer: id === undefined ? null : (query.data ?? null) };
}

/**
 * The signed-in person's name as the header shows it (greeting and avatar alike): a customer's first name
 * from their record, which /profile renames (the session's until that record has loaded), or null while
 * they have given none (shownCustomerName: the sign-up default is never shown) or while signed out.
 * It only reads the record's query; useCustomer (mounted by the greeting) keeps it fresh.
 */
export function useCustomerName(): string | null {
  const { user, role } = useAuth();
  const { data: name } = useQuery({
    ...customerQueryOptions(user?.id ?? ''),
    enabled: user !== null && role === 'customer',
    select: (customer) => shownCustomerName(customer.name, customer.email),
  });
  if (!user) return null;
  if (role !== 'customer') return user.name.trim() || null;
  return name !== undefined ? name : shownCustomerName(user.name, user.email);
}
