import { useTranslation } from 'react-i18next';
import { pageLanguage } from '../../../lib/language.ts';
import {
  formatAverage,
  ratingSummaryKey,
  type RatingSummary as Summary,
  shownRating,
  starFills,
} from '../lib/trust-public.ts';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

function Star({
  fill,
  className,
  empty,
}: {
  fill: 'full' | 'half' | 'empty';
  className: string;
  empty: string;
}) {
  return (
    <span className={`relative inline-block shrink-0 ${className}`}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className={`absolute inset-0 size-full ${empty}`}
        fill="currentColor"
      >
        <path d={STAR_PATH} />
      </svg>
      {fill === 'empty' ? null : (
        <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            className={`h-full text-gold-500 ${className}`}
            fill="currentColor"
          >
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Five stars for a rating (to the nearest half): decoration only, the text beside them says the rating. */
export function Stars({
  value,
  size = 'size-4',
  tone = 'light',
}: {
  value: number;
  size?: string;
  tone?: 'light' | 'dark';
}) {
  const empty = tone === 'dark' ? 'text-white/25' : 'text-night-900/15';
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {starFills(value).map((fill, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <Star key={i} fill={fill} className={size} empty={empty} />
      ))}
    </span>
  );
}

/**
 * An advisor's average and number of reviews: '★★★★½ 4.6 out of 5 (12 reviews)'. Nothing when the
 * advisor has no review yet. `tone` 'dark' is for the night band of the profile.
 */
export function RatingSummary({
  rating,
  tone = 'light',
  className = '',
}: {
  rating: Summary | null | undefined;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation();
  const shown = shownRating(rating);
  if (!shown) return null;
  const average = formatAverage(pageLanguage(), shown.average);
  return (
    <p
      data-rating={shown.average}
      className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm ${
        tone === 'dark' ? 'text-white/85' : 'text-ink/75'
      } ${className}`}
    >
      <Stars value={shown.average} tone={tone} />
      <span>{t(ratingSummaryKey(shown.count), { average, count: shown.count })}</span>
    </p>
  );
}
