import { APPLICATION_MEDIA_MAX_BYTES, APPLICATION_VOICE_MAX_SECONDS } from '@app/shared/schemas/applications';
import { type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MicIcon, StopIcon } from '../../../components/ui/action-icons.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';
import { formatFileSize } from '../../../lib/formats.ts';
import { type ChosenMedia, canRecord, checkMediaFile, formatSeconds, PICKER_ACCEPT } from '../media.ts';
import { useObjectUrl } from '../use-object-url.ts';
import { type Recording, useRecorder } from '../use-recorder.ts';

const MAX = formatSeconds(APPLICATION_VOICE_MAX_SECONDS);

/**
 * The voice sample: a WAV or MP3 file (checked by its bytes, its size, then its length once the browser
 * has read it), or, where the browser can, a recording made here with a timer that stops by itself at
 * the limit. Either one can be heard before it is sent; the last one made is the one sent.
 */
export function VoiceField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: ChosenMedia | null;
  onChange: (voice: ChosenMedia | null) => void;
  /** The form's check: no sample yet. */
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // Read once: whether this browser can record does not change while the page is open.
  const [recordable] = useState(canRecord);
  const url = useObjectUrl(value?.blob);
  const latest = useRef(0);
  const filePicker = useRef<HTMLInputElement | null>(null);

  const recorded = (recording: Recording) => {
    if (recording.blob.size > APPLICATION_MEDIA_MAX_BYTES) {
      setProblem(
        t('apply.voice.tooLarge', {
          size: formatFileSize(recording.blob.size),
          max: formatFileSize(APPLICATION_MEDIA_MAX_BYTES),
        }),
      );
      return;
    }
    if (filePicker.current) filePicker.current.value = '';
    onChange({
      blob: recording.blob,
      type: recording.type,
      source: { kind: 'recording', seconds: recording.seconds },
    });
  };
  const recorder = useRecorder(APPLICATION_VOICE_MAX_SECONDS, recorded);

  const choose = async (file: File | undefined) => {
    const turn = ++latest.current;
    setProblem(null);
    if (!file) return;
    const check = await checkMediaFile('voice', file);
    if (turn !== latest.current) return;
    if (!check.ok) {
      onChange(null);
      setProblem(
        t(`apply.voice.${check.problem}`, {
          size: formatFileSize(file.size),
          max: formatFileSize(APPLICATION_MEDIA_MAX_BYTES),
        }),
      );
      return;
    }
    onChange({ blob: file, type: check.type, source: { kind: 'file', name: file.name } });
  };

  const startRecording = () => {
    latest.current += 1;
    setProblem(null);
    void recorder.start();
  };

  const recorderProblem = recorder.problem ? t(`apply.voice.${recorder.problem}`) : null;
  const shown = problem ?? recorderProblem ?? error;
  const errorId = `${id}-error`;
  const recording = recorder.status === 'recording';
  return (
    <fieldset
      aria-describedby={`${id}-hint${shown ? ` ${errorId}` : ''}`}
      className="min-w-0"
      data-testid="voice-field"
    >
      <legend className="text-sm font-semibold text-night-800">{t('apply.voice.legend')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-night-600">
        {t('apply.voice.hint', { seconds: APPLICATION_VOICE_MAX_SECONDS })}
      </p>

      <div className="mt-4 min-w-0">
        <FieldLabel htmlFor={fileId}>{t('apply.voice.upload')}</FieldLabel>
        <p id={`${fileId}-hint`} className="mb-2 text-xs text-night-600">
          {t('apply.voice.uploadHint', { size: formatFileSize(APPLICATION_MEDIA_MAX_BYTES) })}
        </p>
        <FileInput
          inputRef={(node) => {
            filePicker.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          id={fileId}
          accept={PICKER_ACCEPT.voice}
          disabled={recording}
          fileName={value?.source.kind === 'file' ? value.source.name : null}
          onChoose={(file) => void choose(file)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${fileId}-hint${shown ? ` ${errorId}` : ''}`}
        />
      </div>

      {recordable ? (
        <div className="mt-5 grid gap-3 rounded-2xl bg-night-50 p-4 ring-1 ring-night-100">
          <h3 className="text-sm font-semibold text-night-800">{t('apply.voice.recordHeading')}</h3>
          <div className="flex flex-wrap items-center gap-3">
            {recording ? (
              <button type="button" onClick={recorder.stop} className={buttonClass('night', 'md', 'wrap')}>
                <StopIcon className="size-4" />
                {t('apply.voice.stop')}
              </button>
            ) : (
              <button
                type="button"
                onClick={startRecording}
                disabled={recorder.status === 'starting'}
                className={buttonClass('outlineDark', 'md', 'wrap')}
              >
                <MicIcon className="size-4" />
                {value?.source.kind === 'recording' ? t('apply.voice.again') : t('apply.voice.record')}
              </button>
            )}
            {recording ? (
              <span className="inline-flex items-center gap-2 text-sm font-semibold text-night-800 tabular-nums">
                <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
                {t('apply.voice.recording', { elapsed: formatSeconds(recorder.elapsed), max: MAX })}
              </span>
            ) : null}
          </div>
          {/* The recorder's news (started, stopped at the limit), read as it comes; the timer is not. */}
          <p role="status" className="text-sm text-night-700 empty:hidden">
            {recorder.status === 'starting'
              ? t('apply.voice.starting')
              : recorder.stoppedAtMax && !recording
                ? t('apply.voice.stoppedAtMax', { max: MAX })
                : ''}
          </p>
        </div>
      ) : null}

      <FieldNotes id={id} hint={undefined} error={shown ?? undefined} />

      {value && url && !recording ? (
        <div className="mt-4 grid gap-2">
          <p className="text-sm font-semibold text-night-900">{t('apply.voice.preview')}</p>
          <p className="text-xs text-night-600 [overflow-wrap:anywhere]">
            {value.source.kind === 'file'
              ? t('apply.voice.fromFile', { name: value.source.name })
              : t('apply.voice.fromRecording', { elapsed: formatSeconds(value.source.seconds) })}
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the applicant's own recording, heard before sending it. */}
          <audio
            controls
            preload="metadata"
            src={url}
            aria-label={t('apply.voice.preview')}
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              if (
                value.source.kind === 'file' &&
                Number.isFinite(seconds) &&
                seconds > APPLICATION_VOICE_MAX_SECONDS
              ) {
                onChange(null);
                setProblem(
                  t('apply.voice.tooLong', {
                    seconds: Math.ceil(seconds),
                    max: APPLICATION_VOICE_MAX_SECONDS,
                  }),
                );
              }
            }}
            className="w-full"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
