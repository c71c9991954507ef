import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FileInput } from '../../../../components/ui/file-input.tsx';
import { FieldLabel } from '../../../../components/ui/form-field.tsx';

/** The selects and textarea of the advisor's editors: 16 px text, so a phone does not zoom into them. */
export const fieldClass =
  'block w-full rounded-xl border bg-white text-base text-ink shadow-sm transition-colors focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 disabled:bg-night-50';

/**
 * Where a section confirms a save: always on the page, so that a screen reader announces the words when
 * they appear (a live region added together with its text is often not read).
 */
export function SaveStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-emerald-700">
      {message}
    </p>
  );
}

/** A form section's end: its save button (off while sending) and, beside it, the save's confirmation. */
export function SaveRow({
  pending,
  label,
  saved,
}: {
  pending: boolean;
  label: string;
  saved: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <button type="submit" disabled={pending} className={buttonClass('night', 'md')}>
        {pending ? t('advisorConsole.profile.saving') : label}
      </button>
      <SaveStatus message={saved} />
    </div>
  );
}

/** A labelled file input with its hint and its error (the check's or the server's) read out. */
export function FilePicker({
  label,
  hint,
  accept,
  error,
  disabled,
  inputRef,
  onChoose,
}: {
  label: string;
  hint: ReactNode;
  accept: string;
  error: string | null;
  disabled?: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FileInput
        inputRef={inputRef}
        id={id}
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChoose={onChoose}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-night-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
