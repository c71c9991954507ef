import { REVIEW_MIN_MINUTES, REVIEW_WINDOW_MS } from '@app/shared/rules/trust';
import type { CreditUsageRow } from '@app/shared/schemas/accounts';
import type { OwnReview, OwnReviews, OwnSatisfaction } from '@app/shared/schemas/trust';

export type SatisfactionRequest = OwnSatisfaction['requests'][number];

/** What a row of the credit usage table offers about its advisor's review. */
export type ReviewAction =
  | { kind: 'rate'; agentId: number; advisorName: string }
  | { kind: 'edit'; agentId: number; advisorName: string; review: OwnReview }
  | null;

/** What a row offers about a satisfaction credit: ask for one, or show the request already made. */
export type SatisfactionAction = { kind: 'ask' } | { kind: 'status'; request: SatisfactionRequest } | null;

export interface UsageActions {
  review: ReviewAction;
  satisfaction: SatisfactionAction;
}

const time = (iso: string): number => new Date(iso).getTime();

/** The customer's review of `agentId` that is still editable at `now` (the newest, if there are several). */
export function editableReviewOf(
  reviews: readonly OwnReview[],
  agentId: number,
  now: Date,
): OwnReview | null {
  let found: OwnReview | null = null;
  for (const review of reviews) {
    if (review.agentId !== agentId || time(review.editableUntil) <= now.getTime()) continue;
    if (!found || time(review.createdAt) > time(found.createdAt)) found = review;
  }
  return found;
}

/** The row whose call ended last, or null. */
function newest(rows: readonly CreditUsageRow[]): CreditUsageRow | null {
  return rows.reduce<CreditUsageRow | null>(
    (best, row) => (!best || time(row.callEnd) > time(best.callEnd) ? row : best),
    null,
  );
}

/** A call that could be reviewed, by the row alone: 4 billed minutes or more, ended within 7 days. */
export function isReviewableCall(usage: CreditUsageRow, now: Date): boolean {
  const ended = time(usage.callEnd);
  return (
    usage.minutesUsed >= REVIEW_MIN_MINUTES &&
    Number.isFinite(ended) &&
    now.getTime() - ended <= REVIEW_WINDOW_MS
  );
}

/**
 * Which actions each row of the credit usage table offers, from the three answers: the rows
 * (`/api/customers/:id/credit-usage`), the customer's reviews (`/api/me/reviews`) and satisfaction requests
 * (`/api/me/satisfaction`). The server judges every request again; this only decides what to offer.
 *
 * Reviews are per advisor, not per call, so an advisor's review action sits on one row only. "Edit your
 * review" on the advisor's newest row when an editable review of that advisor exists; otherwise "Rate this
 * reading" on the advisor's newest reviewable call (4 minutes or more, ended within 7 days) when the
 * advisor is reviewable now. Satisfaction: the request made about the row if there is one, else "Not
 * satisfied?" when the row is eligible. An answer not loaded yet (undefined) offers nothing of its kind.
 */
export function usageActions(
  usages: readonly CreditUsageRow[],
  reviews: OwnReviews | undefined,
  satisfaction: OwnSatisfaction | undefined,
  now: Date,
): Map<string, UsageActions> {
  const result = new Map<string, UsageActions>();

  const reviewable = new Map((reviews?.reviewable ?? []).map((entry) => [entry.agentId, entry.advisorName]));
  const requests = new Map((satisfaction?.requests ?? []).map((request) => [request.usageId, request]));
  const eligible = new Set(satisfaction?.eligibleUsageIds ?? []);

  // Per advisor, the one row that carries the review action: the newest of its calls for an edit, the
  // newest reviewable call for a new review.
  const reviewRows = new Map<string, ReviewAction>();
  if (reviews) {
    const byAdvisor = new Map<number, CreditUsageRow[]>();
    for (const usage of usages) {
      const agentId = usage.advisorAgentId;
      if (agentId === null || agentId === undefined) continue;
      byAdvisor.set(agentId, [...(byAdvisor.get(agentId) ?? []), usage]);
    }
    for (const [agentId, rows] of byAdvisor) {
      const editable = editableReviewOf(reviews.reviews, agentId, now);
      if (editable) {
        const row = newest(rows);
        if (row)
          reviewRows.set(row.id, {
            kind: 'edit',
            agentId,
            advisorName: editable.advisorName,
            review: editable,
          });
      } else if (reviewable.has(agentId)) {
        const row = newest(rows.filter((candidate) => isReviewableCall(candidate, now)));
        if (row)
          reviewRows.set(row.id, {
            kind: 'rate',
            agentId,
            advisorName: reviewable.get(agentId) || row.advisorName || '',
          });
      }
    }
  }

  for (const usage of usages) {
    const review = reviewRows.get(usage.id) ?? null;
    const request = requests.get(usage.id);
    const satisfactionAction: SatisfactionAction = request
      ? { kind: 'status', request }
      : eligible.has(usage.id)
        ? { kind: 'ask' }
        : null;

    result.set(usage.id, { review, satisfaction: satisfactionAction });
  }
  return result;
}
