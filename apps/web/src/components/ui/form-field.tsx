import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A form control's label, above it. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-night-800">
      {children}
    </label>
  );
}

/** The ids of a control's error and hint (`${id}-error`, `${id}-hint`) that are shown, for aria-describedby. */
export function describedByOf(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** Under a control: its hint, then its error (ids as in describedByOf). */
export function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
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
    </>
  );
}

/** A labelled input with its error read out by screen readers (aria-describedby + aria-invalid). */
export const FormField = forwardRef<HTMLInputElement, FieldProps>(function FormField(
  { label, error, hint, id, className = '', ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(inputId, hint, error)}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-night-600/40 focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 disabled:bg-night-50 disabled:text-night-600 ${
          error ? 'border-red-500' : 'border-night-100'
        }`}
        {...input}
      />
      <FieldNotes id={inputId} hint={hint} error={error} />
    </div>
  );
});
