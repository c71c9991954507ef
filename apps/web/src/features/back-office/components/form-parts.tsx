import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { describedByOf, FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';

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
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={`${fieldClass} resize-y ${error ? 'border-red-500' : 'border-night-100'}`}
        {...textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
});
