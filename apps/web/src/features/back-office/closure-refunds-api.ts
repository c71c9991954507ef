import { staffClosureRefundListSchema, staffClosureRefundSchema } from '@app/shared/schemas/account-closure';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import { staffKeys } from './api.ts';

const CLOSURE_REFUNDS = '/api/staff/closure-refunds';

export const closureRefundsKey = (customerId: string) =>
  [...staffKeys.all, 'closure-refunds', customerId] as const;

/** Everything closing the customer's account refunded or left for staff, newest first. */
export function closureRefundsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: closureRefundsKey(customerId),
    queryFn: ({ signal }) =>
      getJson(
        `${CLOSURE_REFUNDS}?${new URLSearchParams({ status: 'all', customerId })}`,
        staffClosureRefundListSchema,
        { signal },
      ),
  });
}

/** Marks a closure refund paid back another way (admin); the list and the audit log are asked again. */
export function useResolveClosureRefund(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      sendJson(
        'POST',
        `${CLOSURE_REFUNDS}/${encodeURIComponent(id)}/resolve`,
        { note },
        staffClosureRefundSchema,
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: closureRefundsKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}
