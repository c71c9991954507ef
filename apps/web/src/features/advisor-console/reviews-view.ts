import type { consoleReviewSchema } from '@app/shared/schemas/trust';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

type ConsoleReview = z.infer<typeof consoleReviewSchema>;

const MAX_PAGE = 10_000;

/** The page of reviews the address asks for ('?page=3'); anything the API would refuse is the first. */
export function reviewsPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of a page of reviews: the first one is the plain page. */
export function reviewsPageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

/** How many pages the reviews fill; at least one, so an empty list reads 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/**
 * What the advisor can do with a review: nothing with one our team hid (its text is not shown, and a
 * reply would be read by no one), read their reply, or write the one reply a review takes.
 */
export function reviewAction(
  review: Pick<ConsoleReview, 'hidden' | 'reply'>,
): 'hidden' | 'replied' | 'reply' {
  if (review.hidden) return 'hidden';
  return review.reply ? 'replied' : 'reply';
}

/** The refusal the page says in its own words: a review that was answered meanwhile (another tab). */
export function isAlreadyReplied(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.is('ALREADY_REPLIED');
}

/** An average as the profile writes it, one decimal always ('4.0', « 4,0 »). */
export function formatAverage(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}
