import { consoleReviewsSchema } from '@app/shared/schemas/trust';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendCommand } from '../../lib/api-send.ts';

/** The signed-in advisor's reviews: the server knows whose they are from the session. */
const REVIEWS = '/api/advisor/reviews';

export const consoleReviewsKey = ['advisor', 'reviews'] as const;

/** One page of the advisor's reviews, newest first; the page on screen stays while the next one loads. */
export function consoleReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...consoleReviewsKey, page] as const,
    queryFn: ({ signal }) => getJson(`${REVIEWS}?page=${page}`, consoleReviewsSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The advisor's one public reply to a review; every page is asked again after it, whatever the answer. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      sendCommand('PUT', `${REVIEWS}/${encodeURIComponent(reviewId)}/reply`, { text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleReviewsKey }),
  });
}
