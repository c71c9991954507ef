/**
 * What the public side of trust offers the advisors' directory, whose cards are on the first screen:
 * ratings, the notify button and who the viewer is. The profile page's parts (the favourite button, the
 * reviews) are offered by index.profile.ts, so that the first screen never loads them.
 */
export { NotifyButton } from './components/notify-button.tsx';
export { RatingSummary } from './components/rating-summary.tsx';
export { useViewer, type Viewer } from './hooks/use-customer.ts';
