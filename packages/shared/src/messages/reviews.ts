/** What the directory and the profiles show of reviews, favourites and "notify me" (first screen). */
export const reviews = {
  summary: '{{average}} out of 5 ({{count}} reviews)',
  summaryOne: '{{average}} out of 5 (1 review)',
  stars: '{{rating}} out of 5',
  sortLabel: 'Sort',
  sortDefault: 'Recommended',
  sortRating: 'Rating',
  filterFavorites: 'Favorites',
  addToFavorites: 'Add to favorites',
  removeFromFavorites: 'Remove from favorites',
  signInForFavorites: 'Sign in to add favorites',
  notifyMe: 'Notify me when available',
  notifying: 'We will notify you',
  signInToBeNotified: 'Sign in to be notified',
} as const;
