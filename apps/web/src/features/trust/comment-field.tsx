import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

type CommentFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** The current text, for the character count. */
  length: number;
  limit: number;
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled textarea with its hint, its character count and its error, all read out with it
 * (aria-describedby). No maxLength: a pasted text is not cut silently; the count and the check say so.
 */
export const CommentField = forwardRef<HTMLTextAreaElement, CommentFieldProps>(function CommentField(
  { label, length, limit, hint, error, ...textarea },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, `${id}-count`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-xs text-night-600">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 ${
          error ? 'border-red-500' : 'border-night-100'
        }`}
        {...textarea}
      />
      <p
        id={`${id}-count`}
        className={`mt-1.5 text-right text-xs font-medium tabular-nums ${length > limit ? 'text-red-700' : 'text-night-600'}`}
      >
        {t('trust.rate.commentCount', { count: length, max: limit })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
