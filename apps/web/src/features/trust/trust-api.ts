import {
  ownReviewSchema,
  ownReviewsSchema,
  ownSatisfactionSchema,
  type ReviewBody,
  type SatisfactionBody,
} from '@app/shared/schemas/trust';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendCommand, sendJson } from '../../lib/api-send.ts';
import { creditUsageQueryKey } from '../../lib/credit-usage.ts';
import { psychicStatusKeys } from '../../lib/psychic-status.ts';

// The signed-in customer's reviews and satisfaction requests, for the dashboard. Keyed by the
// customer's id, because signing out does not empty the query cache.

export const ownReviewsQueryKey = (customerId: string) => ['me', customerId, 'reviews'] as const;
export const ownSatisfactionQueryKey = (customerId: string) => ['me', customerId, 'satisfaction'] as const;

export function ownReviewsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: ownReviewsQueryKey(customerId),
    queryFn: ({ signal }) => getJson('/api/me/reviews', ownReviewsSchema, { signal }),
    enabled: customerId !== '',
    // A call ends on the phone: coming back to the tab may make an advisor reviewable.
    refetchOnWindowFocus: 'always',
  });
}

export function ownSatisfactionQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: ownSatisfactionQueryKey(customerId),
    queryFn: ({ signal }) => getJson('/api/me/satisfaction', ownSatisfactionSchema, { signal }),
    enabled: customerId !== '',
    refetchOnWindowFocus: 'always',
  });
}

export const useOwnReviews = (customerId: string) => useQuery(ownReviewsQueryOptions(customerId));
export const useOwnSatisfaction = (customerId: string) => useQuery(ownSatisfactionQueryOptions(customerId));

/** What the review dialog sends: a new review (POST), or an edit of `reviewId` (PATCH, without agentId). */
export type ReviewSubmission = { body: ReviewBody; reviewId: string | null };

export function useSaveReview(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, reviewId }: ReviewSubmission) =>
      reviewId === null
        ? sendJson('POST', '/api/reviews', body, ownReviewSchema)
        : sendJson(
            'PATCH',
            `/api/reviews/${encodeURIComponent(reviewId)}`,
            { rating: body.rating, comment: body.comment },
            ownReviewSchema,
          ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownReviewsQueryKey(customerId) }),
        // The advisor's average changed: cards and profiles read it from the status feed.
        queryClient.invalidateQueries({ queryKey: psychicStatusKeys.all }),
      ]),
  });
}

export function useAskSatisfaction(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SatisfactionBody) => sendCommand('POST', '/api/satisfaction-requests', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownSatisfactionQueryKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: creditUsageQueryKey(customerId) }),
      ]),
  });
}
