import { staffReviewsSchema, staffSatisfactionListSchema } from '@app/shared/schemas/trust';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendCommand } from '../../lib/api-send.ts';
import { staffKeys } from './api.ts';
import {
  type ReviewListState,
  reviewListApiQuery,
  type SatisfactionListState,
  satisfactionListApiQuery,
} from './search-params.ts';
import type { GrantBody, HideBody, NoteBody } from './trust-forms.ts';

const REVIEWS = '/api/staff/reviews';
const REQUESTS = '/api/staff/satisfaction-requests';

export const trustKeys = {
  reviews: ['staff', 'reviews'] as const,
  reviewList: (state: ReviewListState) => ['staff', 'reviews', state] as const,
  satisfaction: ['staff', 'satisfaction'] as const,
  satisfactionList: (state: SatisfactionListState) => ['staff', 'satisfaction', state] as const,
};

/** One page of reviews; the page on screen stays while the next one loads. */
export function staffReviewsQueryOptions(state: ReviewListState) {
  return queryOptions({
    queryKey: trustKeys.reviewList(state),
    queryFn: ({ signal }) =>
      getJson(`${REVIEWS}?${reviewListApiQuery(state)}`, staffReviewsSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function satisfactionQueryOptions(state: SatisfactionListState) {
  return queryOptions({
    queryKey: trustKeys.satisfactionList(state),
    queryFn: ({ signal }) =>
      getJson(`${REQUESTS}?${satisfactionListApiQuery(state)}`, staffSatisfactionListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a decision the lists are asked again, and so are the audit log (a new row) and the customers'
 * pages (a grant moves a balance), whatever the answer: a refusal may mean someone else decided first.
 */
function useTrustAction<V>(send: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trustKeys.reviews }),
        queryClient.invalidateQueries({ queryKey: trustKeys.satisfaction }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: staffKeys.customers() }),
      ]);
    },
  });
}

const at = (base: string, id: string, action: string) => `${base}/${encodeURIComponent(id)}/${action}`;

export function useHideReview() {
  return useTrustAction(({ id, ...body }: HideBody & { id: string }) =>
    sendCommand('POST', at(REVIEWS, id, 'hide'), body),
  );
}

export function useRestoreReview() {
  return useTrustAction(({ id, ...body }: NoteBody & { id: string }) =>
    sendCommand('POST', at(REVIEWS, id, 'restore'), body),
  );
}

export function useGrantSatisfaction() {
  return useTrustAction(({ id, ...body }: GrantBody & { id: string }) =>
    sendCommand('POST', at(REQUESTS, id, 'grant'), body),
  );
}

export function useDeclineSatisfaction() {
  return useTrustAction(({ id, ...body }: NoteBody & { id: string }) =>
    sendCommand('POST', at(REQUESTS, id, 'decline'), body),
  );
}
