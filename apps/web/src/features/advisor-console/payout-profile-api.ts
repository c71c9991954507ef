import {
  type AdvisorPayoutProfile,
  advisorPayoutProfileSchema,
  type PayoutProfileInput,
  payoutProfileChangeSchema,
} from '@app/shared/schemas/payout-profile';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';

/** The signed-in advisor's payout profile: the server knows whose from the session. */
const PAYOUT_PROFILE = '/api/advisor/payout-profile';

export const payoutProfileKey = ['advisor', 'payout-profile'] as const;

/** The profile as the advisor sees it (masked), or null before they give one. */
export function payoutProfileQueryOptions() {
  return queryOptions({
    queryKey: payoutProfileKey,
    queryFn: ({ signal }) => getJson(PAYOUT_PROFILE, advisorPayoutProfileSchema, { signal }),
  });
}

/** Step 1: the whole profile; a code is texted to the forwarding number. */
export function useRequestPayoutChange() {
  return useMutation({
    mutationFn: (profile: PayoutProfileInput) =>
      sendJson('POST', `${PAYOUT_PROFILE}/changes`, profile, payoutProfileChangeSchema),
  });
}

/** Step 2: the code; the answer is the saved profile, which replaces the cached one. */
export function useConfirmPayoutChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changeId, code }: { changeId: string; code: string }) =>
      sendJson(
        'POST',
        `${PAYOUT_PROFILE}/changes/${encodeURIComponent(changeId)}/confirm`,
        { code },
        advisorPayoutProfileSchema,
      ),
    onSuccess: (answer: AdvisorPayoutProfile) => queryClient.setQueryData(payoutProfileKey, answer),
  });
}
