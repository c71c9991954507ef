import { APPLICATION_MEDIA_MAX_BYTES } from '@app/shared/schemas/applications';
import { type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';
import { formatFileSize } from '../../../lib/formats.ts';
import { type ChosenMedia, checkMediaFile, PICKER_ACCEPT } from '../media.ts';
import { useObjectUrl } from '../use-object-url.ts';

/**
 * The applicant's photo: a file checked at once (a JPEG, PNG or WebP picture by its bytes, not empty,
 * within the size limit), then previewed. A wrong file is named before anything is sent.
 */
export function PhotoField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: ChosenMedia | null;
  onChange: (photo: ChosenMedia | null) => void;
  /** The form's check: no photo yet. */
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const url = useObjectUrl(value?.blob);
  // A second pick while the first is still being read wins.
  const latest = useRef(0);

  const choose = async (file: File | undefined) => {
    const turn = ++latest.current;
    setProblem(null);
    if (!file) return;
    const check = await checkMediaFile('photo', file);
    if (turn !== latest.current) return;
    if (!check.ok) {
      onChange(null);
      setProblem(
        t(`apply.photo.${check.problem}`, {
          size: formatFileSize(file.size),
          max: formatFileSize(APPLICATION_MEDIA_MAX_BYTES),
        }),
      );
      return;
    }
    onChange({ blob: file, type: check.type, source: { kind: 'file', name: file.name } });
  };

  const shown = problem ?? error;
  const hint = t('apply.photo.hint', { size: formatFileSize(APPLICATION_MEDIA_MAX_BYTES) });
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>{t('apply.photo.label')}</FieldLabel>
      <p id={`${id}-hint`} className="mb-2 text-xs text-night-600">
        {hint}
      </p>
      <FileInput
        inputRef={inputRef}
        id={id}
        accept={PICKER_ACCEPT.photo}
        fileName={value?.source.kind === 'file' ? value.source.name : null}
        onChoose={(file) => void choose(file)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
      />
      <FieldNotes id={id} hint={undefined} error={shown ?? undefined} />
      {value && url ? (
        <figure className="mt-4 flex items-center gap-4">
          <img
            src={url}
            alt={t('apply.photo.preview')}
            className="size-28 shrink-0 rounded-2xl object-cover shadow-card ring-1 ring-night-900/10"
          />
          <figcaption className="min-w-0 text-sm text-night-700">
            <span className="block font-semibold text-night-900">{t('apply.photo.preview')}</span>
            <span className="block truncate">
              {value.source.kind === 'file'
                ? `${value.source.name} · ${formatFileSize(value.blob.size)}`
                : formatFileSize(value.blob.size)}
            </span>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
