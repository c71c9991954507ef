import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { fieldClass } from './form-parts.tsx';

/** The label over a filter's control: the same for every list's filters. */
export const filterLabelClass = 'mb-1.5 block text-sm font-semibold text-night-800';

/** A filter form's input or select, all of one height. */
export const filterControlClass = `${fieldClass} h-12 border-night-100 py-0`;

/** One filter: its label over its control (`id` is the control's). */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

const submitted = (onSubmit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  onSubmit();
};

/**
 * A list's filters, applied together (a list that changed with every key typed would jump under the
 * eyes): the fields in a white card, then 'Clear' while the list is filtered, and 'Apply'.
 * `grid` and `actions` add the card's columns and the buttons' place in them.
 */
export function FilterForm({
  label,
  grid,
  actions,
  filtered,
  clearLabel,
  applyLabel,
  onClear,
  onApply,
  children,
}: {
  label: string;
  grid: string;
  actions: string;
  filtered: boolean;
  clearLabel: string;
  applyLabel: string;
  onClear: () => void;
  onApply: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={submitted(onApply)}
      aria-label={label}
      className={`grid gap-3 rounded-3xl bg-white p-5 shadow-card ring-1 ring-night-100 sm:grid-cols-2 sm:p-6 ${grid}`}
    >
      {children}
      <div className={`flex gap-2 sm:col-span-2 sm:justify-end ${actions}`}>
        {filtered ? (
          <button type="button" onClick={onClear} className={buttonClass('outlineDark', 'md')}>
            {clearLabel}
          </button>
        ) : null}
        <button type="submit" className={buttonClass('night', 'md')}>
          {applyLabel}
        </button>
      </div>
    </form>
  );
}

// Whole class names, so that Tailwind finds them: the row from `sm` up, or from `md` up.
const SEARCH_LAYOUTS = {
  sm: { form: 'flex flex-col gap-2 sm:flex-row sm:items-end', button: 'min-h-12 flex-1 sm:flex-none' },
  md: { form: 'flex flex-col gap-2 md:flex-row md:items-end', button: 'min-h-12 flex-1 md:flex-none' },
} as const;

/**
 * A list's search: the search field (and `more` filters beside it) in one row from `from` up, sent on
 * Enter or the button; 'Clear' (while the list is searched) goes back to the whole list.
 */
export function SearchBar({
  from,
  id,
  label,
  field,
  more,
  searchLabel,
  clearLabel,
  onSearch,
  onClear,
}: {
  from: keyof typeof SEARCH_LAYOUTS;
  id: string;
  label: string;
  field: ReactNode;
  more?: ReactNode;
  searchLabel: string;
  clearLabel: string;
  onSearch: () => void;
  /** Null while the list is not searched. */
  onClear: (() => void) | null;
}) {
  const layout = SEARCH_LAYOUTS[from];
  return (
    <search>
      <form onSubmit={submitted(onSearch)} className={layout.form}>
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className={filterLabelClass}>
            {label}
          </label>
          {field}
        </div>
        {more}
        <div className="flex gap-2">
          <button type="submit" className={`${buttonClass('night', 'md')} ${layout.button}`}>
            {searchLabel}
          </button>
          {onClear ? (
            <button
              type="button"
              onClick={onClear}
              className={`${buttonClass('outlineDark', 'md')} ${layout.button}`}
            >
              {clearLabel}
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
