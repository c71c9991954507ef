/**
 * What the public side of trust offers the advisors' directory and profiles: ratings, the favourite and
 * notify buttons, the profile's reviews, and who the viewer is for them.
 * The directory's cards are on the first screen and import from here too: every module re-exported here
 * must stay free of top-level side effects (a `lazy()` is marked pure), so that what only the profile
 * uses is left out of the first screen's chunks.
 */
export { FavoriteButton } from './components/favorite-button.tsx';
export { NotifyButton } from './components/notify-button.tsx';
export { ProfileReviews } from './components/profile-reviews.tsx';
export { RatingSummary } from './components/rating-summary.tsx';
export { useViewer, type Viewer } from './hooks/use-customer.ts';
