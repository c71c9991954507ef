/**
 * One star of a rating, gold when `filled`, an outline otherwise; decorative (the rating's words are
 * read out beside it). `className` sets its size.
 */
export function StarIcon({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`${className} ${filled ? 'fill-gold-500 text-gold-700' : 'fill-none text-night-500'}`}
    >
      <path
        d="M12 2.8l2.83 5.73 6.33.92-4.58 4.46 1.08 6.3L12 17.23l-5.66 2.98 1.08-6.3L2.84 9.45l6.33-.92L12 2.8z"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The five stars of a rating, by their number. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;
