import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_STARS, StarIcon } from '../../components/ui/star-icon.tsx';

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
          {RATING_STARS.map((count) => (
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
              <StarIcon filled={count <= shown} className="size-9 transition-colors" />
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
