import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

/** Selects and textareas of the back office's forms: 16 px text, so a phone does not zoom into them. */
export const fieldClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 disabled:bg-night-50';

type NoteProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A labelled textarea with its hint and error read out (aria-describedby, aria-invalid). */
export const NoteField = forwardRef<HTMLTextAreaElement, NoteProps>(function NoteField(
  { label, hint, error, ...textarea },
  ref,
) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${fieldClass} resize-y ${error ? 'border-red-500' : 'border-night-100'}`}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-night-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
