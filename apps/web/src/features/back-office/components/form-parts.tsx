import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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

/** Whether an adjustment adds to a balance or takes from it: two radio buttons over one form field. */
export function DirectionChoice({
  legend,
  addLabel,
  takeLabel,
  field,
}: {
  legend: string;
  addLabel: string;
  takeLabel: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-night-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(['add', 'take'] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-night-100 px-3 py-2.5 text-sm font-semibold text-night-800 has-checked:border-night-600 has-checked:bg-night-50"
          >
            <input type="radio" value={value} className="size-4 accent-night-700" {...field} />
            {value === 'add' ? addLabel : takeLabel}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type ReasonProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** The empty first option, which asks for a choice. */
  placeholder: string;
  reasons: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/** A labelled select of reasons, its error read out (aria-describedby, aria-invalid). */
export const ReasonSelect = forwardRef<HTMLSelectElement, ReasonProps>(function ReasonSelect(
  { label, placeholder, reasons, error, ...select },
  ref,
) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} ${error ? 'border-red-500' : 'border-night-100'}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {reasons.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
