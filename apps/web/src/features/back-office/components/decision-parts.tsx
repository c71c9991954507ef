import { STAFF_NOTE_MAX } from '@app/shared/schemas/staff';
import { Fragment, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../../components/ui/dialog-form-end.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { NoteField } from './form-parts.tsx';

/**
 * A dialog about one row of a list (a review, a request): open while there is one, its form keyed by
 * the row so that each opens blank; `form` gets the row and what closes the dialog.
 */
export function RowDialog<T extends { id: string }>({
  row,
  title,
  onClose,
  form,
}: {
  row: T | null;
  title: string;
  onClose: () => void;
  form: (row: T, done: () => void) => ReactNode;
}) {
  return (
    <Dialog open={row !== null} onClose={onClose} title={title}>
      {row ? <Fragment key={row.id}>{form(row, onClose)}</Fragment> : null}
    </Dialog>
  );
}

/**
 * A staff decision form's end: the note (its words are registered as `field`), then the server's
 * refusal (`failed` when it gives no words of its own), Cancel and the submit button.
 */
export function NoteFormEnd({
  note,
  action,
  failed,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  note: { label: string; hint: string; error: string | undefined; field: UseFormRegisterReturn };
  action: { isError: boolean; error: unknown; isPending: boolean };
  failed: string;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NoteField
        label={note.label}
        hint={note.hint}
        maxLength={STAFF_NOTE_MAX}
        error={note.error}
        {...note.field}
      />
      <DialogFormEnd
        error={action.isError ? messageOf(action.error, failed) : null}
        pending={action.isPending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onCancel}
      />
    </>
  );
}
