import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../../../../components/ui/action-icons.tsx';
import { formatClock } from '../../lib/directory.ts';
import { useAdvisorAudio } from './use-advisor-audio.ts';

/** Full variant: loads as soon as it is shown; play/pause, a seek slider and m:ss times. */
export function AudioTrack({ extension }: { extension: string }) {
  const { t } = useTranslation();
  const audio = useAdvisorAudio(extension, { autoLoad: true });
  const { status, currentTime, duration } = audio;
  const playing = status === 'playing';
  const elapsed = formatClock(currentTime);
  const total = formatClock(duration);

  return (
    <div className="flex items-center gap-4 rounded-2xl bg-night-900 px-4 py-3.5 text-white shadow-card ring-1 ring-white/10 sm:px-5">
      <button
        type="button"
        onClick={() => (playing ? audio.pause() : void audio.play())}
        disabled={status === 'loading'}
        aria-label={
          status === 'loading' ? t('audio.loading') : playing ? t('audio.pauseTrack') : t('audio.playTrack')
        }
        className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-b from-gold-200 to-gold-400 text-night-950 shadow-glow transition hover:from-gold-100 hover:to-gold-300 focus-visible:outline-gold-300 disabled:cursor-wait"
      >
        {status === 'loading' ? (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-[3px] border-current border-r-transparent"
          />
        ) : playing ? (
          <PauseIcon className="size-5" />
        ) : (
          <PlayIcon className="size-5 translate-x-0.5" />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <input
          type="range"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(currentTime, duration || 0)}
          onChange={(event) => audio.seek(Number(event.currentTarget.value))}
          disabled={!audio.loaded || duration === 0}
          aria-label={t('audio.seek')}
          aria-valuetext={`${elapsed} / ${total}`}
          className="block h-1.5 w-full cursor-pointer accent-gold-400 disabled:cursor-default disabled:opacity-50"
        />
        <div className="mt-1.5 flex justify-between text-xs font-medium text-white/70 tabular-nums">
          <span>{elapsed}</span>
          <span>{total}</span>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken introduction; its text is the presentation below. */}
      <audio ref={audio.audioRef} preload="auto" hidden />
    </div>
  );
}
