import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.ts';
import { AudioLoadError, fetchAdvisorAudio } from '../../api/fetch-audio.ts';
import { claimPlayback, releasePlayback } from './audio-registry.ts';

/** SPEC 4: idle, loading, playing. A loaded but paused track is idle. */
export type AudioStatus = 'idle' | 'loading' | 'playing';

/** Everything that belongs to one extension; replaced (and torn down) when the extension changes. */
interface Session {
  extension: string;
  controller: AbortController;
  url: string | null;
  loading: Promise<string | null> | null;
}

export interface AdvisorAudio {
  audioRef: RefObject<HTMLAudioElement | null>;
  status: AudioStatus;
  loaded: boolean;
  currentTime: number;
  duration: number;
  play: () => Promise<void>;
  pause: () => void;
  stop: () => void;
  seek: (seconds: number) => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One advisor's voice introduction: fetched on demand (or at once with autoLoad), kept as an object
 * URL for this extension only, played through the <audio> element the caller renders with audioRef.
 */
export function useAdvisorAudio(extension: string, { autoLoad = false } = {}): AdvisorAudio {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const session = useRef<Session | null>(null);
  const [status, setStatus] = useState<AudioStatus>('idle');
  const [loaded, setLoaded] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  // One toast per message at a time: a second click on a broken advisor does not stack copies.
  const notify = useCallback(
    (key: 'notFound' | 'empty' | 'network' | 'playback') =>
      toast.error(t(`audio.errors.${key}`), { toastId: `audio-${key}` }),
    [t],
  );

  const load = useCallback(
    (s: Session): Promise<string | null> => {
      if (s.url) return Promise.resolve(s.url);
      s.loading ??= (async () => {
        setStatus('loading');
        try {
          const blob = await fetchAdvisorAudio(s.extension, s.controller.signal);
          if (s.controller.signal.aborted) return null;
          s.url = URL.createObjectURL(blob);
          const audio = audioRef.current;
          if (audio) audio.src = s.url;
          setLoaded(true);
          setStatus('idle');
          return s.url;
        } catch (error) {
          if (s.controller.signal.aborted || isAbort(error)) return null;
          notify(error instanceof AudioLoadError ? error.reason : 'network');
          setStatus('idle');
          // A later click may try again.
          s.loading = null;
          return null;
        }
      })();
      return s.loading;
    },
    [notify],
  );

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      if (audio.getAttribute('src')) audio.currentTime = 0;
    }
    setCurrentTime(0);
    setStatus((now) => (now === 'loading' ? now : 'idle'));
  }, []);

  const play = useCallback(async () => {
    const s = session.current;
    if (!s) return;
    const url = await load(s);
    const audio = audioRef.current;
    if (!url || !audio || session.current !== s) return;
    claimPlayback(audio);
    try {
      await audio.play();
    } catch (error) {
      // pause() during play() rejects with AbortError: the user (or another player) stopped it.
      if (session.current !== s || isAbort(error)) return;
      // SPEC 4: a refused play is retried once, when the audio can play.
      const retry = () => {
        if (session.current !== s) return;
        claimPlayback(audio);
        audio.play().catch((again: unknown) => {
          if (session.current !== s || isAbort(again)) return;
          notify('playback');
          stop();
        });
      };
      if (audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) retry();
      else audio.addEventListener('canplay', retry, { once: true, signal: s.controller.signal });
    }
  }, [load, notify, stop]);

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio?.getAttribute('src') || !Number.isFinite(seconds)) return;
    audio.currentTime = seconds;
    setCurrentTime(seconds);
  }, []);

  // The element's own events are the source of truth for playing, time and end.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const controller = new AbortController();
    const on = (type: string, listener: () => void) =>
      audio.addEventListener(type, listener, { signal: controller.signal });
    on('play', () => {
      claimPlayback(audio);
      setStatus('playing');
    });
    on('pause', () => setStatus((now) => (now === 'playing' ? 'idle' : now)));
    on('ended', () => {
      releasePlayback(audio);
      stop();
    });
    on('error', () => {
      // Removing the source on reset is not a playback failure.
      if (!audio.getAttribute('src')) return;
      releasePlayback(audio);
      notify('playback');
      stop();
    });
    on('timeupdate', () => setCurrentTime(audio.currentTime));
    const readDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    on('loadedmetadata', readDuration);
    on('durationchange', readDuration);
    return () => {
      controller.abort();
      releasePlayback(audio);
    };
  }, [notify, stop]);

  // A new extension is a new player: the old download is cancelled and its object URL revoked.
  useEffect(() => {
    const s: Session = { extension, controller: new AbortController(), url: null, loading: null };
    session.current = s;
    // Captured now: on unmount React detaches the ref before this cleanup runs.
    const audio = audioRef.current;
    setStatus('idle');
    setLoaded(false);
    setCurrentTime(0);
    setDuration(0);
    if (autoLoad) void load(s);
    return () => {
      s.controller.abort();
      if (session.current === s) session.current = null;
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
      if (s.url) URL.revokeObjectURL(s.url);
    };
  }, [extension, autoLoad, load]);

  return { audioRef, status, loaded, currentTime, duration, play, pause, stop, seek };
}
