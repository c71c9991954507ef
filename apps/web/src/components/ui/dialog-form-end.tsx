import { Alert } from './alert.tsx';
import { buttonClass } from './button-styles.ts';

/** A dialog form's end: the server's refusal, if any, then Cancel and the submit button (off while in flight). */
export function DialogFormEnd({
  error,
  pending,
  submitLabel,
  pendingLabel,
  cancelLabel,
  onCancel,
}: {
  error: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md')}>
          {cancelLabel}
        </button>
        <button type="submit" disabled={pending} className={buttonClass('night', 'md')}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
