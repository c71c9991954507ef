import { RATING_STARS, StarIcon } from '../../../../components/ui/star-icon.tsx';

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
      {RATING_STARS.map((star) => (
        <StarIcon key={star} filled={star <= Math.round(rating)} className={sizeClass} />
      ))}
    </span>
  );
}
