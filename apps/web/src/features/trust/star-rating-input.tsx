import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`size-9 transition-colors ${filled ? 'fill-gold-500 text-gold-700' : 'fill-none text-night-500'}`}
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

/**
 * A 1-to-5 rating as a group of native radio buttons drawn as stars: Tab reaches the group, the arrow
 * keys choose, and each star is labelled "1 star", "2 stars"… for screen readers.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  error,
  name,
}: {
  legend: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown = value ?? 0;
  const starLabel = (count: number) =>
    count === 1 ? t('trust.rate.starOne') : t('trust.rate.star', { count });
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-night-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {STARS.map((count) => (
            <label
              key={count}
              className="cursor-pointer rounded-lg p-1 hover:bg-night-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-night-600 has-[:focus-visible]:outline-solid"
            >
              <input
                type="radio"
                name={name}
                value={count}
                checked={value === count}
                onChange={() => onChange(count)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star filled={count <= shown} />
              <span className="sr-only">{starLabel(count)}</span>
            </label>
          ))}
        </div>
        {value ? (
          <span aria-hidden="true" className="text-sm font-semibold text-night-700">
            {starLabel(value)}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
