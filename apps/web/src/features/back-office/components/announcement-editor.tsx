import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_SEVERITIES,
  ANNOUNCEMENT_TITLE_MAX,
  type StaffAnnouncement,
} from '@app/shared/schemas/staff-catalogue';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { AnnouncementContent, announcementWords } from '../../announcements/index.ts';
import { useSaveAnnouncement } from '../catalogue-api.ts';
import {
  type AnnouncementFormValues,
  announcementFormValues,
  checkAnnouncement,
} from '../catalogue-forms.ts';
import { checkResolver, EditorFrame, FormFoot, SelectField, useFormWords } from './catalogue-form-parts.tsx';
import { fieldClass, NoteField } from './form-parts.tsx';

/**
 * Create (no announcement) or edit one, with the site's dialog content previewing the form's values in
 * the page (not as a modal over the form).
 */
export function AnnouncementEditor({
  announcement,
  onDone,
}: {
  announcement: StaffAnnouncement | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const words = useFormWords();
  const save = useSaveAnnouncement();
  const severityId = useId();
  const check = (values: AnnouncementFormValues) => checkAnnouncement(values, words);
  const form = useForm<AnnouncementFormValues>({
    resolver: checkResolver(check),
    defaultValues: announcementFormValues(announcement ?? undefined),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const previewAnnouncement = {
    title: values.title.trim() || t('backOffice.catalogue.announcementForm.title'),
    message: values.message.trim() || t('backOffice.catalogue.announcementForm.message'),
    titleFr: values.titleFr.trim() || null,
    messageFr: values.messageFr.trim() || null,
  };
  const previewOf = (language: 'en' | 'fr') => {
    const words = announcementWords(previewAnnouncement, language);
    return (
      <>
        <p className="mb-5 font-display text-2xl font-semibold text-night-900">{words.title}</p>
        <AnnouncementContent
          announcement={{ severity: values.severity, message: words.message }}
          onLater={() => undefined}
          onAcknowledge={() => undefined}
        />
      </>
    );
  };

  const onSubmit = (submitted: AnnouncementFormValues) => {
    const checked = check(submitted);
    if (!checked.ok || save.isPending) return;
    save.mutate(
      { id: announcement?.id ?? null, body: checked.body },
      {
        onSuccess: () => {
          toast.success(
            t(announcement ? 'backOffice.catalogue.saved' : 'backOffice.catalogue.announcementForm.created'),
          );
          onDone();
        },
      },
    );
  };

  return (
    <EditorFrame
      title={t(`backOffice.catalogue.announcementForm.${announcement ? 'editTitle' : 'createTitle'}`)}
      previewTitle={t('backOffice.catalogue.announcementForm.preview')}
      previewHint={t('backOffice.catalogue.announcementForm.previewHint')}
      preview={
        <div className="grid gap-3">
          <p className="text-xs font-semibold text-night-600">
            {t('backOffice.catalogue.announcementForm.previewEnglish')}
          </p>
          <div
            className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-night-100"
            data-testid="announcement-preview"
          >
            {previewOf('en')}
          </div>
          <p className="text-xs font-semibold text-night-600">
            {t('backOffice.catalogue.announcementForm.previewFrench')}
          </p>
          <div
            className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-night-100"
            data-testid="announcement-preview-fr"
          >
            {previewOf('fr')}
          </div>
        </div>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        {announcement && (announcement.titleFr === null || announcement.messageFr === null) ? (
          <Alert tone="warning">{t('backOffice.catalogue.announcementForm.missingFrench')}</Alert>
        ) : null}
        <FormField
          label={t('backOffice.catalogue.announcementForm.title')}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <NoteField
          label={t('backOffice.catalogue.announcementForm.message')}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <FormField
          label={t('backOffice.catalogue.announcementForm.titleFr')}
          hint={t('backOffice.catalogue.announcementForm.titleFrHint')}
          lang="fr"
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          error={errors.titleFr?.message}
          {...form.register('titleFr')}
        />
        <NoteField
          label={t('backOffice.catalogue.announcementForm.messageFr')}
          hint={t('backOffice.catalogue.announcementForm.messageFrHint')}
          lang="fr"
          maxLength={ANNOUNCEMENT_MESSAGE_MAX}
          error={errors.messageFr?.message}
          {...form.register('messageFr')}
        />
        <SelectField
          id={severityId}
          label={t('backOffice.catalogue.announcementForm.severity')}
          error={errors.severity?.message}
        >
          <select id={severityId} className={`${fieldClass} border-night-100`} {...form.register('severity')}>
            {ANNOUNCEMENT_SEVERITIES.map((value) => (
              <option key={value} value={value}>
                {t(`backOffice.catalogue.announcementForm.severities.${value}`)}
              </option>
            ))}
          </select>
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('backOffice.catalogue.announcementForm.startAt')}
            type="datetime-local"
            hint={`${t('backOffice.catalogue.announcementForm.openHint')} ${t('backOffice.catalogue.timeZoneHint')}`}
            error={errors.startAt?.message}
            {...form.register('startAt')}
          />
          <FormField
            label={t('backOffice.catalogue.announcementForm.endAt')}
            type="datetime-local"
            hint={`${t('backOffice.catalogue.announcementForm.openHint')} ${t('backOffice.catalogue.timeZoneHint')}`}
            error={errors.endAt?.message}
            {...form.register('endAt')}
          />
        </div>
        <FormFoot
          error={save.isError ? messageOf(save.error, t('backOffice.catalogue.failed')) : null}
          pending={save.isPending}
          submitLabel={t(
            announcement ? 'backOffice.catalogue.save' : 'backOffice.catalogue.announcementForm.submitCreate',
          )}
          onCancel={onDone}
        />
      </form>
    </EditorFrame>
  );
}
