import { applicationNoteBodySchema, type StaffApplication } from '@app/shared/schemas/application-screening';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { BackOfficeCard } from '../../components/back-office-shell.tsx';
import { NoteField } from '../../components/form-parts.tsx';
import { formatDateTime } from '../../format.ts';
import { useAddApplicationNote } from '../api.ts';
import { confirmWhenDone } from './application-parts.tsx';

/** The server's limit (applicationNoteBodySchema), as the textarea's. */
const NOTE_MAX = applicationNoteBodySchema.shape.body.maxLength ?? undefined;

/** Staff's notes on the application, oldest first as the server gives them, and a form to add one. */
export function NotesCard({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const add = useAddApplicationNote(application.id);
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (body.trim() === '') {
      setMissing(true);
      return;
    }
    confirmWhenDone(
      add.mutateAsync(body.trim()).then(() => setBody('')),
      () => t('backOffice.applications.notes.added'),
    );
  };
  return (
    <BackOfficeCard title={t('backOffice.applications.notes.title')}>
      {application.notes.length === 0 ? (
        <p className="text-night-600">{t('backOffice.applications.notes.empty')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="application-notes">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-2xl bg-night-50 px-4 py-3">
              <p className="whitespace-pre-line text-night-900 [overflow-wrap:anywhere]">{note.body}</p>
              <p className="mt-1 text-xs text-night-600">
                {t('backOffice.applications.notes.by', {
                  author: note.authorName ?? t('backOffice.applications.notes.unknownAuthor'),
                  date: formatDateTime(note.createdAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="mt-5 grid gap-3">
        <NoteField
          label={t('backOffice.applications.notes.label')}
          hint={t('backOffice.applications.notes.hint')}
          maxLength={NOTE_MAX}
          value={body}
          error={missing ? t('backOffice.applications.notes.required') : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setMissing(false);
          }}
        />
        {add.isError ? (
          <Alert tone="error">{messageOf(add.error, t('backOffice.applications.detail.failed'))}</Alert>
        ) : null}
        <button type="submit" disabled={add.isPending} className={`${buttonClass('night', 'md')} w-fit`}>
          {add.isPending ? t('backOffice.applications.notes.adding') : t('backOffice.applications.notes.add')}
        </button>
      </form>
    </BackOfficeCard>
  );
}
