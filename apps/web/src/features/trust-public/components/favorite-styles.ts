/** The look of the profile's favourites button, shared by its visitor and customer variants. */
export const favoriteButtonClass =
  'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70';
export const favoriteTones = {
  off: 'border-white/30 text-white hover:border-gold-300 hover:text-gold-200',
  on: 'border-gold-300 bg-gold-300/15 text-gold-100 hover:bg-gold-300/25',
};
