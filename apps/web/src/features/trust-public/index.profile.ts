/** What the public side of trust offers an advisor's profile page: the favourite button and the reviews. */
export { FavoriteButton } from './components/favorite-button.tsx';
export { ProfileReviews } from './components/profile-reviews.tsx';
