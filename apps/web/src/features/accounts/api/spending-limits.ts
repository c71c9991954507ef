import type { SpendingLimit } from '@app/shared/rules/spending-limits';
import type { PauseBody, SpendingLimits, SpendingLimitsBody } from '@app/shared/schemas/spending-limits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { sendJson } from '../../../lib/api-send.ts';
import { customerQueryKey } from './get-customer.ts';

/** The id of /profile's limits card, which the dashboard's "Spending limits" link opens. */
export const SPENDING_LIMITS_ANCHOR = 'spending-limits';

const limitsPath = (id: string) => `/api/customers/${encodeURIComponent(id)}/limits`;
const loadSchema = async () => (await import('@app/shared/schemas/spending-limits')).spendingLimitsSchema;

/**
 * Under the customer's record key: what refreshes the record (a path change, a purchase's 'credits
 * updated' event) refreshes the spend so far too.
 */
export const spendingLimitsQueryKey = (id: string) => [...customerQueryKey(id), 'limits'] as const;

export function spendingLimitsQueryOptions(id: string) {
  return queryOptions({
    queryKey: spendingLimitsQueryKey(id),
    queryFn: ({ signal }): Promise<SpendingLimits> => getJson(limitsPath(id), loadSchema, { signal }),
  });
}

/** The customer's limits in force, pending raises, staff's limits, spend per window and any break. */
export function useSpendingLimits(id: string) {
  return useQuery({ ...spendingLimitsQueryOptions(id), enabled: id !== '' });
}

/** Every change answers with the limits as they now stand, which replace the cached ones. */
function useLimitsChange<V>(id: string, send: (variables: V) => Promise<SpendingLimits>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (limits) => queryClient.setQueryData(spendingLimitsQueryKey(id), limits),
  });
}

/** Sets the limits given (cents, taxes included; null removes one); a lower one applies at once. */
export function useSaveSpendingLimits(id: string) {
  return useLimitsChange(id, (body: SpendingLimitsBody) => sendJson('PUT', limitsPath(id), body, loadSchema));
}

/** Cancels a pending raise or removal: the limit in force stays. */
export function useKeepLimit(id: string) {
  return useLimitsChange(id, (limit: SpendingLimit) =>
    sendJson('DELETE', `${limitsPath(id)}/pending/${limit}`, undefined, loadSchema),
  );
}

/** Starts a break of days or a self-exclusion of months (never shortened). */
export function useStartPause(id: string) {
  return useLimitsChange(id, (body: PauseBody) =>
    sendJson('POST', `/api/customers/${encodeURIComponent(id)}/break`, body, loadSchema),
  );
}
