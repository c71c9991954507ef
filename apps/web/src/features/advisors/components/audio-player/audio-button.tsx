import { useTranslation } from 'react-i18next';
import { PlayIcon, StopIcon } from '../../../../components/ui/action-icons.tsx';
import { useAdvisorAudio } from './use-advisor-audio.ts';

/** Compact variant: nothing is downloaded until the first click. */
export function AudioButton({ extension, describedBy }: { extension: string; describedBy?: string }) {
  const { t } = useTranslation();
  const audio = useAdvisorAudio(extension);
  const { status } = audio;

  return (
    <>
      <button
        type="button"
        onClick={() => (status === 'playing' ? audio.stop() : void audio.play())}
        disabled={status === 'loading'}
        aria-busy={status === 'loading'}
        aria-describedby={describedBy}
        className="relative z-10 inline-flex items-center gap-2 self-start rounded-full bg-night-50 py-1.5 pr-4 pl-1.5 text-sm font-semibold text-night-700 ring-1 ring-night-700/10 transition-colors hover:bg-night-100 hover:text-night-900 disabled:cursor-wait disabled:opacity-80"
      >
        <span
          aria-hidden="true"
          className="grid size-6 place-items-center rounded-full bg-night-700 text-gold-200 shadow-sm"
        >
          {status === 'loading' ? (
            <span className="size-3 animate-spin rounded-full border-2 border-current border-r-transparent" />
          ) : status === 'playing' ? (
            <StopIcon className="size-3" />
          ) : (
            <PlayIcon className="size-3 translate-x-px" />
          )}
        </span>
        {status === 'loading' ? t('audio.loading') : status === 'playing' ? t('audio.stop') : t('audio.play')}
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken introduction; its text is the description beside it. */}
      <audio ref={audio.audioRef} preload="none" hidden />
    </>
  );
}
