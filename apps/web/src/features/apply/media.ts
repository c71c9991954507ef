import {
  APPLICATION_MEDIA_MAX_BYTES,
  APPLICATION_PHOTO_TYPES,
  type APPLICATION_VOICE_TYPES,
} from '@app/shared/schemas/applications';

import { SNIFF_BYTES, sniffMediaType } from '../../lib/sniff-media-type.ts';

// The photo and the voice sample of an application: checked in the browser before anything is sent (the
// server checks them again, by content), then sent as base64 in the application's JSON body.

export type MediaKind = 'photo' | 'voice';
export type PhotoType = (typeof APPLICATION_PHOTO_TYPES)[number];
export type VoiceType = (typeof APPLICATION_VOICE_TYPES)[number];

/** A photo or a voice sample ready to send: its bytes and the type they really have. */
export interface ChosenMedia {
  blob: Blob;
  type: string;
  /** Where it came from: a file of the device (its name), or a recording made on the page. */
  source: { kind: 'file'; name: string } | { kind: 'recording'; seconds: number };
}

/** What a file of each kind may be: a voice sample from a file is WAV or MP3 (a recording made here may be more). */
const FILE_TYPES: Record<MediaKind, readonly string[]> = {
  photo: APPLICATION_PHOTO_TYPES,
  voice: ['audio/wav', 'audio/mpeg'],
};

/** What each file picker offers. */
export const PICKER_ACCEPT: Record<MediaKind, string> = {
  photo: APPLICATION_PHOTO_TYPES.join(','),
  voice: 'audio/wav,audio/x-wav,audio/mpeg,.wav,.mp3',
};

export type MediaProblem = 'empty' | 'wrongType' | 'tooLarge';
export type MediaCheck = { ok: true; type: string } | { ok: false; problem: MediaProblem };

/** Whether a chosen file can be sent: not empty, a type the form takes (by its bytes), within the size limit. */
export async function checkMediaFile(kind: MediaKind, file: Blob): Promise<MediaCheck> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffMediaType(head);
  if (!type || !FILE_TYPES[kind].includes(type)) return { ok: false, problem: 'wrongType' };
  if (file.size > APPLICATION_MEDIA_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  return { ok: true, type };
}

/** The recording formats, best first: Opus in WebM (Chrome, Firefox, Edge) or Ogg, AAC in MP4 (Safari). */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first recording format the browser can write, or null (then it records in its own default). */
export function recordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** A media type without its parameters, as the application sends it: 'audio/webm;codecs=opus' → 'audio/webm'. */
export function baseType(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Whether the browser can record a voice sample on the page (MediaRecorder and a microphone's stream). */
export function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** A blob's bytes in base64, as the application's JSON carries them (in slices: a 5 MB file is one call too many). */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** A length in seconds as a clock reads it: '0:07', '2:00'. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
