import { STAFF_NOTE_MAX, staffReasonBodySchema } from '@app/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../../components/ui/dialog-form-end.tsx';
import { inPageLanguage } from '../../../lib/schema-messages.ts';
import { NoteField } from './form-parts.tsx';

type NoteInput = z.input<typeof staffReasonBodySchema>;
type NoteOutput = z.output<typeof staffReasonBodySchema>;

/**
 * A confirmation that asks why (the note goes to the audit log): deactivate, reactivate, sign out
 * everywhere. The dialog stays open on a refusal, with the server's words.
 */
export function ConfirmNoteDialog({
  open,
  title,
  text,
  submitLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <NoteForm
        text={text}
        submitLabel={submitLabel}
        danger={danger}
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Dialog>
  );
}

/** Its own component, so each opening starts with an empty note. */
function NoteForm({
  text,
  submitLabel,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  text: string;
  submitLabel: string;
  danger: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<NoteInput, unknown, NoteOutput>({
    resolver: inPageLanguage(zodResolver(staffReasonBodySchema)),
    defaultValues: { note: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ note }) => {
        if (!pending) onConfirm(note);
      })}
      className="grid gap-4"
    >
      <p className="text-night-700">{text}</p>
      <NoteField
        label={t('backOffice.confirm.note')}
        hint={t('backOffice.confirm.noteHint')}
        maxLength={STAFF_NOTE_MAX}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <DialogFormEnd
        error={error || null}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={t('backOffice.confirm.working')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onClose}
        danger={danger}
      />
    </form>
  );
}
