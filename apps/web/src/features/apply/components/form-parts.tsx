import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByOf, FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';
import { formatNumber } from '../../../lib/formats.ts';

/** The textarea and select of the form: 16 px text, so a phone does not zoom into them. */
export const controlClass =
  'block w-full min-w-0 rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 disabled:bg-night-50';

export const borderOf = (error: string | undefined) => (error ? 'border-red-500' : 'border-night-100');

/** A checkbox as the form draws them: 20 px, in the site's colour. */
export const checkboxClass = 'size-5 shrink-0 cursor-pointer rounded accent-night-700';

/** One part of the form: a card with its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-night-100 sm:p-8"
    >
      <h2 id={id} className="font-display text-2xl font-semibold text-night-900">
        {title}
      </h2>
      <div className="mt-5 grid gap-6">{children}</div>
    </section>
  );
}

/**
 * A list of checkboxes under one legend (languages, specialties, styles): its hint under the legend, its
 * error under the boxes, both read with the group and with each box.
 */
export function CheckboxGroup<T extends string>({
  legend,
  hint,
  options,
  labelOf,
  value,
  onChange,
  error,
  firstRef,
  columns = 2,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: readonly T[];
  onChange: (next: T[]) => void;
  error: string | undefined;
  firstRef?: Ref<HTMLInputElement>;
  columns?: 1 | 2;
}) {
  const id = useId();
  const toggle = (option: T, on: boolean) =>
    onChange(options.filter((item) => (item === option ? on : value.includes(item))));
  return (
    <fieldset aria-describedby={describedByOf(id, hint, error)} className="min-w-0">
      <legend className="text-sm font-semibold text-night-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-night-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-3 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-night-100 px-3 py-2 text-night-800 transition-colors hover:bg-night-50 has-checked:border-night-500 has-checked:bg-night-50"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.currentTarget.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={checkboxClass}
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">{labelOf(option)}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={undefined} error={error} />
    </fieldset>
  );
}

/**
 * A long answer: its label and hint, the textarea, the count of its characters against the limit, and its
 * error (the hint, the count and the error are read with it).
 */
export function TextAreaField({
  label,
  hint,
  value,
  onChange,
  max,
  min,
  error,
  rows = 6,
  textareaRef,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  error: string | undefined;
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const count = value.trim().length;
  const outside = count < min || count > max;
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <p id={`${id}-hint`} className="mb-2 text-xs text-night-600">
        {hint}
      </p>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        rows={rows}
        maxLength={max + 500}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        className={`${controlClass} resize-y leading-relaxed ${borderOf(error)}`}
      />
      <p
        id={`${id}-count`}
        className={`mt-1.5 text-right text-xs font-medium tabular-nums ${
          count > max ? 'text-red-700' : outside && count > 0 ? 'text-amber-800' : 'text-night-600'
        }`}
      >
        {t('apply.presentation.count', { length: formatNumber(count), max: formatNumber(max) })}
      </p>
      <FieldNotes id={id} hint={undefined} error={error} />
    </div>
  );
}

/** A box to tick with a sentence beside it (the age of majority, the consent), and its error. */
export function CheckField({
  checked,
  onChange,
  error,
  inputRef,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${checkboxClass} mt-0.5`}
        />
        <label htmlFor={id} className="min-w-0 cursor-pointer text-night-800">
          {children}
        </label>
      </div>
      <FieldNotes id={id} hint={undefined} error={error} />
    </div>
  );
}
