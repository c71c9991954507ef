const STARS = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, `label` ('4 out of 5') read out in their place. */
export function ReviewStars({
  rating,
  label,
  size = 'sm',
}: {
  rating: number;
  label: string;
  size?: 'sm' | 'lg';
}) {
  const sizeClass = size === 'lg' ? 'size-6' : 'size-4.5';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={`${sizeClass} ${star <= Math.round(rating) ? 'fill-gold-500 text-gold-700' : 'fill-none text-night-500'}`}
        >
          <path
            d="M12 2.8l2.83 5.73 6.33.92-4.58 4.46 1.08 6.3L12 17.23l-5.66 2.98 1.08-6.3L2.84 9.45l6.33-.92L12 2.8z"
            stroke="currentColor"
            strokeWidth={1.6}
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
