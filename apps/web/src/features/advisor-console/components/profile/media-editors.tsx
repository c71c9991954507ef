import {
  ADVISOR_UPLOAD_MAX_BYTES,
  ADVISOR_VOICE_MAX_SECONDS,
  type AdvisorProfile,
} from '@app/shared/schemas/advisor-console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon, MicIcon } from '../../../../components/ui/action-icons.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatFileSize } from '../../../../lib/formats.ts';
import { toast } from '../../../../lib/toast.ts';
import { AdvisorPhoto, AudioTrack } from '../../../advisors/index.ts';
import { useUploadMedia } from '../../profile-api.ts';
import { PICKER_ACCEPT } from '../../upload-check.ts';
import { ConsoleCard } from '../console-shell.tsx';
import { FilePicker, SaveStatus } from './editor-parts.tsx';
import { useChosenFile } from './use-chosen-file.ts';

/** The uploads' limit as the page writes sizes ('5 MB', « 5 Mo »). */
const maxSize = () => formatFileSize(ADVISOR_UPLOAD_MAX_BYTES);

/**
 * The photo's or the recording's upload: the file picked and checked, sent, then the saved message (on
 * the page and as a toast); `error` is the check's problem or the server's refusal in its own words.
 */
function useMediaUpload(agentId: number, media: 'photo' | 'voice', onSaved?: () => void) {
  const { t } = useTranslation();
  const upload = useUploadMedia(agentId, media);
  const picked = useChosenFile(media);
  const [saved, setSaved] = useState<string | null>(null);
  const { chosen } = picked;

  const send = () => {
    if (!chosen) return;
    setSaved(null);
    upload.mutate(
      { file: chosen.file, type: chosen.type },
      {
        onSuccess: () => {
          picked.clear();
          onSaved?.();
          setSaved(t(`advisorConsole.profile.${media}.saved`));
          toast.success(t(`advisorConsole.profile.${media}.saved`));
        },
      },
    );
  };
  const choose = (file: File | undefined) => {
    setSaved(null);
    upload.reset();
    void picked.choose(file);
  };
  const cancel = () => {
    upload.reset();
    picked.clear();
  };
  const error =
    picked.problem ??
    (upload.isError ? messageOf(upload.error, t(`advisorConsole.profile.${media}.failed`)) : null);
  return { upload, picked, chosen, saved, send, choose, cancel, error };
}

/** Save the chosen file, or go back to the one on the profile. */
function ChoiceButtons({
  save,
  cancel,
  pending,
  disabled,
  onSave,
  onCancel,
}: {
  save: string;
  cancel: string;
  pending: string | null;
  disabled: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <button
        type="button"
        onClick={onSave}
        disabled={disabled || pending !== null}
        className={buttonClass('night', 'md')}
      >
        {pending ?? save}
      </button>
      <button
        type="button"
        onClick={onCancel}
        disabled={pending !== null}
        className={buttonClass('outlineDark', 'md')}
      >
        {cancel}
      </button>
    </div>
  );
}

/** The photo: the one customers see, a new one picked and previewed, then sent as it is. */
export function PhotoEditor({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  const { upload, picked, chosen, saved, send, choose, cancel, error } = useMediaUpload(
    profile.agentId,
    'photo',
  );
  return (
    <ConsoleCard
      id="photo"
      title={t('advisorConsole.profile.photo.heading')}
      icon={<ImageIcon className="size-5" />}
    >
      <div className="grid gap-5">
        <figure className="flex items-center gap-4">
          <div className="size-28 shrink-0 overflow-hidden rounded-2xl bg-night-800 shadow-card ring-1 ring-night-900/10 sm:size-32">
            {chosen ? (
              <img
                src={chosen.url}
                alt={t('advisorConsole.profile.photo.newPreview')}
                className="size-full object-cover"
              />
            ) : (
              <AdvisorPhoto
                agentId={profile.agentId}
                name={profile.name}
                photoUrl={profile.photoUrl ?? undefined}
                eager
              />
            )}
          </div>
          <figcaption className="min-w-0 text-sm text-night-700">
            <span className="block font-semibold text-night-900">
              {chosen
                ? t('advisorConsole.profile.photo.newPreview')
                : t('advisorConsole.profile.photo.current')}
            </span>
            {chosen ? (
              <span className="block truncate">{`${chosen.file.name} · ${formatFileSize(chosen.file.size)}`}</span>
            ) : null}
          </figcaption>
        </figure>
        <FilePicker
          label={t('advisorConsole.profile.photo.choose')}
          hint={t('advisorConsole.profile.photo.chooseHint', { size: maxSize() })}
          accept={PICKER_ACCEPT.photo}
          error={error}
          disabled={upload.isPending}
          inputRef={picked.inputRef}
          onChoose={choose}
        />
        {chosen ? (
          <ChoiceButtons
            save={t('advisorConsole.profile.photo.upload')}
            cancel={t('advisorConsole.profile.photo.cancel')}
            pending={upload.isPending ? t('advisorConsole.profile.photo.uploading') : null}
            disabled={false}
            onSave={send}
            onCancel={cancel}
          />
        ) : null}
        <SaveStatus message={saved} />
      </div>
    </ConsoleCard>
  );
}

/**
 * The voice introduction: the one on file plays through the public profile's own player; a new recording
 * can be listened to before it is sent. The player is started afresh after an upload, so it fetches the
 * new recording.
 */
export function VoiceEditor({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const { upload, picked, chosen, saved, send, choose, cancel, error } = useMediaUpload(
    profile.agentId,
    'voice',
    () => setVersion((current) => current + 1),
  );
  return (
    <ConsoleCard
      id="voice"
      title={t('advisorConsole.profile.voice.heading')}
      icon={<MicIcon className="size-5" />}
    >
      <div className="grid gap-5">
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-night-900">{t('advisorConsole.profile.voice.current')}</p>
          {profile.hasVoice ? (
            <AudioTrack key={version} extension={String(profile.agentId)} />
          ) : (
            <p className="rounded-2xl bg-night-50 px-4 py-3 text-sm text-night-700">
              {t('advisorConsole.profile.voice.none')}
            </p>
          )}
        </div>
        <FilePicker
          label={t('advisorConsole.profile.voice.choose')}
          hint={t('advisorConsole.profile.voice.chooseHint', {
            size: maxSize(),
            seconds: ADVISOR_VOICE_MAX_SECONDS,
          })}
          accept={PICKER_ACCEPT.voice}
          error={error}
          disabled={upload.isPending}
          inputRef={picked.inputRef}
          onChoose={choose}
        />
        {chosen ? (
          <div className="grid gap-3">
            <p className="text-sm font-semibold text-night-900">
              {t('advisorConsole.profile.voice.newPreview')}
            </p>
            {/* biome-ignore lint/a11y/useMediaCaption: the advisor's own recording, heard before saving it. */}
            <audio
              controls
              preload="metadata"
              src={chosen.url}
              aria-label={t('advisorConsole.profile.voice.newPreview')}
              onLoadedMetadata={(event) => {
                const seconds = event.currentTarget.duration;
                if (Number.isFinite(seconds) && seconds > ADVISOR_VOICE_MAX_SECONDS) {
                  picked.setProblem(
                    t('advisorConsole.profile.voice.tooLong', {
                      seconds: Math.ceil(seconds),
                      max: ADVISOR_VOICE_MAX_SECONDS,
                    }),
                  );
                }
              }}
              className="w-full"
            />
            <ChoiceButtons
              save={t('advisorConsole.profile.voice.upload')}
              cancel={t('advisorConsole.profile.voice.cancel')}
              pending={upload.isPending ? t('advisorConsole.profile.voice.uploading') : null}
              disabled={picked.problem !== null}
              onSave={send}
              onCancel={cancel}
            />
          </div>
        ) : null}
        <SaveStatus message={saved} />
      </div>
    </ConsoleCard>
  );
}
