import { useCallback, useEffect, useRef, useState } from 'react';
import { baseType, recordingType } from './media.ts';

export type RecorderStatus = 'idle' | 'starting' | 'recording';
export type RecorderProblem = 'micDenied' | 'recordFailed';

/** A recording made on the page: its bytes, their base type ('audio/webm') and its length. */
export interface Recording {
  blob: Blob;
  type: string;
  seconds: number;
}

/** How often the timer moves (and the limit is checked). */
const TICK_MS = 250;

/**
 * Records the microphone with MediaRecorder, in the first format the browser can write among WebM Opus,
 * Ogg Opus and MP4; stops by itself at `maxSeconds`. `onRecorded` gets each finished recording. The
 * microphone is released when a recording ends and when the page closes (a recording then is dropped).
 */
export function useRecorder(maxSeconds: number, onRecorded: (recording: Recording) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const [stoppedAtMax, setStoppedAtMax] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const mounted = useRef(true);
  const deliver = useRef(onRecorded);
  deliver.current = onRecorded;

  const release = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    const current = recorder.current;
    if (current && current.state !== 'inactive') current.stop();
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    setStoppedAtMax(false);
    setElapsed(0);
    setStatus('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (!mounted.current) return;
      setStatus('idle');
      setProblem('micDenied');
      return;
    }
    if (!mounted.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    stream.current = media;
    try {
      const wanted = recordingType((type) => MediaRecorder.isTypeSupported(type));
      const made = new MediaRecorder(media, wanted ? { mimeType: wanted } : undefined);
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      const secondsNow = () => Math.min((Date.now() - startedAt) / 1000, maxSeconds);
      made.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      made.onstop = () => {
        const seconds = secondsNow();
        release();
        recorder.current = null;
        if (!mounted.current) return;
        setStatus('idle');
        setElapsed(seconds);
        // A browser that names its own format may call a sound-only WebM 'video/webm'.
        const type = baseType(made.mimeType || wanted || chunks[0]?.type || 'audio/webm').replace(
          /^video\//,
          'audio/',
        );
        const blob = new Blob(chunks, { type });
        if (blob.size === 0) {
          setProblem('recordFailed');
          return;
        }
        deliver.current({ blob, type, seconds });
      };
      made.onerror = () => {
        release();
        recorder.current = null;
        if (!mounted.current) return;
        setStatus('idle');
        setProblem('recordFailed');
      };
      recorder.current = made;
      made.start(1000);
      setStatus('recording');
      timer.current = setInterval(() => {
        const seconds = secondsNow();
        setElapsed(seconds);
        if (seconds >= maxSeconds) {
          setStoppedAtMax(true);
          stop();
        }
      }, TICK_MS);
    } catch {
      release();
      recorder.current = null;
      setStatus('idle');
      setProblem('recordFailed');
    }
  }, [maxSeconds, release, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = recorder.current;
      recorder.current = null;
      if (current && current.state !== 'inactive') current.stop();
      release();
    };
  }, [release]);

  return { status, elapsed, problem, stoppedAtMax, start, stop };
}
