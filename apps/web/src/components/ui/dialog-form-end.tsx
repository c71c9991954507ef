import { Alert } from './alert.tsx';
import { buttonClass } from './button-styles.ts';

/** The submit button of a dialog whose action cannot be taken back (`danger`). */
const DANGER_SUBMIT =
  'inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-card hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A dialog form's end: the server's refusal, if any, then Cancel and the submit button (off while in
 * flight; red when `danger`).
 */
export function DialogFormEnd({
  error,
  pending,
  submitLabel,
  pendingLabel,
  cancelLabel,
  onCancel,
  danger = false,
}: {
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <>
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md')}>
          {cancelLabel}
        </button>
        <button
          type="submit"
          disabled={pending}
          className={danger ? DANGER_SUBMIT : buttonClass('night', 'md')}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
