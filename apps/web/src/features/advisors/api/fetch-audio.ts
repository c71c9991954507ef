import type { FetchAudioBody } from '@app/shared/schemas/advisors';

export const FETCH_AUDIO_PATH = '/.netlify/functions/fetch-audio';

/** Each reason maps to one of the spec's audio toasts (catalogue keys audio.errors.*). */
export type AudioLoadFailure = 'notFound' | 'empty' | 'network';

export class AudioLoadError extends Error {
  readonly reason: AudioLoadFailure;

  constructor(reason: AudioLoadFailure) {
    super(`Advisor audio could not be loaded: ${reason}`);
    this.name = 'AudioLoadError';
    this.reason = reason;
  }
}

/**
 * An advisor's voice introduction as WAV bytes. SPEC 5: the answer must be successful, typed audio/*
 * and non-empty; anything else is an AudioLoadError. An abort is re-thrown untouched so the caller can
 * tell "the user moved on" from a failure worth a toast.
 */
export async function fetchAdvisorAudio(extension: string, signal?: AbortSignal): Promise<Blob> {
  const body: FetchAudioBody = { extension };
  let res: Response;
  try {
    res = await fetch(FETCH_AUDIO_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'audio/*' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AudioLoadError('network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.toLowerCase().startsWith('audio/')) throw new AudioLoadError('notFound');
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AudioLoadError('network');
  }
  if (blob.size === 0) throw new AudioLoadError('empty');
  return blob;
}
