import { payoutRunListSchema, payoutRunSchema, payoutSettingsSchema } from '@app/shared/schemas/payouts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';

/** The payout runs page's queries (contract: packages/shared/src/schemas/payouts.ts). */
export const payoutKeys = {
  all: ['staff', 'payouts'] as const,
  preview: (period: string) => ['staff', 'payouts', 'preview', period] as const,
  runs: ['staff', 'payouts', 'runs'] as const,
  settings: ['staff', 'payouts', 'settings'] as const,
};

/** A period's run as it would be confirmed now (or as it was, once confirmed). */
export function payoutPreviewQueryOptions(period: string) {
  return queryOptions({
    queryKey: payoutKeys.preview(period),
    queryFn: ({ signal }) =>
      getJson(`/api/staff/payouts/runs/${encodeURIComponent(period)}/preview`, payoutRunSchema, { signal }),
  });
}

export const payoutRunsQueryOptions = queryOptions({
  queryKey: payoutKeys.runs,
  queryFn: ({ signal }) => getJson('/api/staff/payouts/runs', payoutRunListSchema, { signal }),
});

export const payoutSettingsQueryOptions = queryOptions({
  queryKey: payoutKeys.settings,
  queryFn: ({ signal }) => getJson('/api/staff/payouts/settings', payoutSettingsSchema, { signal }),
});

/** An admin's confirmation of a period's run: every payouts query is asked again, refused or not. */
export function useConfirmPayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) =>
      sendJson('POST', `/api/staff/payouts/runs/${encodeURIComponent(period)}/confirm`, {}, payoutRunSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function useSavePayoutMinimum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minimumCents: number) =>
      sendJson('PUT', '/api/staff/payouts/settings', { minimumCents }, payoutSettingsSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
