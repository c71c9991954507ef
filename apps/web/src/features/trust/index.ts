/**
 * What the trust feature offers the customer's dashboard (accounts): the review and satisfaction dialogs,
 * the queries of the customer's own reviews, what a usage row lets them do, and the favourites card.
 */
export { FavoritesCardContent } from './favorites-card.tsx';
export { ReviewDialog, type ReviewTarget } from './review-dialog.tsx';
export { SatisfactionDialog, type SatisfactionTarget } from './satisfaction-dialog.tsx';
export { useOwnReviews, useOwnSatisfaction } from './trust-api.ts';
export { formatDay } from './trust-format.ts';
export { type UsageActions, usageActions } from './usage-actions.ts';
