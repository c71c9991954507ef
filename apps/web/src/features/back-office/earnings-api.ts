import { staffEarningsLedgerSchema } from '@app/shared/schemas/earnings';
import {
  type StaffEarningsAdjustBody,
  staffEarningsAdjustResultSchema,
} from '@app/shared/schemas/earnings-staff';
import { payoutTinRevealSchema, staffPayoutProfileSchema } from '@app/shared/schemas/payout-profile';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import type { PageListState } from './search-params.ts';

const advisorPath = (agentId: number) => `/api/staff/advisors/${agentId}`;

export const earningsKeys = {
  /** Everything about one advisor's earnings: what an adjustment asks again. */
  advisor: (agentId: number) => ['staff', 'earnings', agentId] as const,
  ledger: (agentId: number, page: PageListState) => ['staff', 'earnings', agentId, 'ledger', page] as const,
  payoutProfile: (agentId: number) => ['staff', 'earnings', agentId, 'payout-profile'] as const,
};

/** One page of an advisor's earnings ledger, newest first, with the balance; the page on screen stays while the next loads. */
export function earningsLedgerQueryOptions(agentId: number, page: PageListState) {
  const search = new URLSearchParams({ page: String(page.page), pageSize: String(page.pageSize) });
  return queryOptions({
    queryKey: earningsKeys.ledger(agentId, page),
    queryFn: ({ signal }) =>
      getJson(`${advisorPath(agentId)}/earnings?${search}`, staffEarningsLedgerSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The advisor's payout profile with the SIN or business number masked (null before they give one). */
export function payoutProfileQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: earningsKeys.payoutProfile(agentId),
    queryFn: ({ signal }) =>
      getJson(`${advisorPath(agentId)}/payout-profile`, staffPayoutProfileSchema, { signal }),
  });
}

/** An admin's change to the advisor's earnings: the ledger and the audit log are asked again, refused or not. */
export function useAdjustEarnings(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffEarningsAdjustBody) =>
      sendJson('POST', `${advisorPath(agentId)}/earnings/adjustments`, body, staffEarningsAdjustResultSchema),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: earningsKeys.advisor(agentId) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}

/**
 * An admin's reveal of the full SIN or business number. A mutation, never a query: the number lives in
 * the mutation's result while the dialog shows it, and `gcTime: 0` drops it from the mutation cache as soon
 * as the dialog lets go of it (the caller resets the mutation on close).
 */
export function useRevealTin(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      sendJson('POST', `${advisorPath(agentId)}/payout-profile/reveal`, { reason }, payoutTinRevealSchema),
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
  });
}
