import { messagesIn } from '@app/shared/messages/catalogue';
import { formatMessage } from '@app/shared/messages/format';
import { pluralText } from '@app/shared/messages/plural';
import type { Language } from '@app/shared/rules/language';
import {
  APPLICATION_MEDIA_MAX_BYTES,
  APPLICATION_VOICE_MAX_SECONDS,
  type APPLICATION_VOICE_TYPES,
} from '@app/shared/schemas/applications';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import { parseBuffer } from 'music-metadata';
import pLimit from 'p-limit';
import { AppError, isAppError } from '../../app-error.ts';
import { PLAYABLE_WAV_CODECS, preparePhoto, sniffVoice, wavDataComplete } from '../advisors/profile-media.ts';
import { readWebm } from './webm.ts';

/**
 * The applicant's photo and voice sample, checked by content as the console's uploads are: the photo
 * through the console's own decoding (profile-media.ts: decompression-bomb limits, re-encoded as JPEG
 * without metadata, its decodes taking turns with the console's), the voice by its container. Every
 * refusal is a 400 whose message, in the page's language, says what is wrong with which file.
 */

export type MediaKind = 'photo' | 'voice';
type VoiceType = (typeof APPLICATION_VOICE_TYPES)[number];

export interface CheckedMedia {
  bytes: Buffer;
  contentType: string;
}

const MEGABYTES = Math.round(APPLICATION_MEDIA_MAX_BYTES / (1024 * 1024));

type Problem = 'empty' | 'tooLarge' | 'wrongType' | 'damaged';

const CODES: Record<Problem, ErrorCode> = {
  empty: 'EMPTY_UPLOAD',
  tooLarge: 'FILE_TOO_LARGE',
  wrongType: 'UNSUPPORTED_MEDIA_TYPE',
  damaged: 'DAMAGED_FILE',
};

/** The refusal of a file, in `language`. */
export function mediaRefusal(
  kind: MediaKind,
  problem: Problem,
  language: Language,
  cause?: unknown,
): AppError {
  const words = messagesIn(language).applications.media[kind];
  const message =
    problem === 'tooLarge' ? formatMessage(words.tooLarge, { megabytes: MEGABYTES }) : words[problem];
  return new AppError(400, CODES[problem], message, cause === undefined ? undefined : { cause });
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file's bytes from its base64 (strict: a browser's FileReader writes it so), or why not. */
export function decodeMedia(kind: MediaKind, data: string, language: Language): Buffer {
  if (data.length === 0) throw mediaRefusal(kind, 'empty', language);
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw mediaRefusal(kind, 'damaged', language);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw mediaRefusal(kind, 'empty', language);
  if (bytes.length > APPLICATION_MEDIA_MAX_BYTES) throw mediaRefusal(kind, 'tooLarge', language);
  return bytes;
}

/**
 * The photo as stored: any of the three accepted formats by content, whichever of them was declared (it
 * is re-encoded, so nothing of the declared type is kept); anything else is refused before decoding.
 */
export async function checkPhoto(
  photo: { type: string; data: string },
  language: Language,
): Promise<CheckedMedia> {
  const bytes = decodeMedia('photo', photo.data, language);
  try {
    return await preparePhoto(bytes, photo.type);
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The console's refusals, in the applicant's words.
    switch (error.code) {
      case 'EMPTY_UPLOAD':
        throw mediaRefusal('photo', 'empty', language);
      case 'FILE_TOO_LARGE':
        throw mediaRefusal('photo', 'tooLarge', language);
      case 'UNSUPPORTED_MEDIA_TYPE':
        throw mediaRefusal('photo', 'wrongType', language);
      case 'IMAGE_TOO_LONG':
      case 'IMAGE_TOO_MANY_PIXELS':
        throw new AppError(400, error.code, messagesIn(language).applications.media.photo.tooManyPixels);
      default:
        throw mediaRefusal('photo', 'damaged', language, error);
    }
  }
}

export type VoiceFormat = 'wav' | 'mp3' | 'webm' | 'ogg' | 'mp4';

/** What each declared type must be by content. */
export const VOICE_FORMAT_OF_TYPE: Record<VoiceType, VoiceFormat> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
};

/** The type the sample is stored (and later served) with. */
const STORED_TYPE: Record<VoiceFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
};

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The voice sample's container by its signature: the console's WAV and MP3, and the browsers' recordings. */
export function sniffApplicantVoice(bytes: Buffer): VoiceFormat | undefined {
  const classic = sniffVoice(bytes);
  if (classic) return classic;
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  return undefined;
}

/** The codecs browsers record and play in WebM. */
const WEBM_AUDIO_CODECS = new Set(['A_OPUS', 'A_VORBIS']);
const MATROSKA_AUDIO_TRACK = 2;

/** Voice samples parsed at once by this instance; the others wait their turn. */
const parseTurn = pLimit(2);

interface Heard {
  /** The container and codec are what the declared type promises. */
  playable: boolean;
  seconds: number | undefined;
}

function hearWebm(bytes: Buffer): Heard | undefined {
  const summary = readWebm(bytes);
  if (!summary || summary.blocks === 0) return undefined;
  const audio = summary.tracks.filter((track) => track.type === MATROSKA_AUDIO_TRACK);
  const playable =
    summary.docType === 'webm' &&
    audio.length === summary.tracks.length &&
    audio.length > 0 &&
    audio.every((track) => track.codec !== undefined && WEBM_AUDIO_CODECS.has(track.codec));
  return { playable, seconds: summary.seconds };
}

async function hearWithMetadata(
  bytes: Buffer,
  format: Exclude<VoiceFormat, 'webm'>,
): Promise<Heard | undefined> {
  // `duration`: an MP3 without a header that states it is read frame by frame, an Ogg to its last page.
  const parsed = await parseTurn(() =>
    parseBuffer(
      bytes,
      { mimeType: STORED_TYPE[format], size: bytes.length },
      { duration: true, skipCovers: true },
    ),
  );
  if (format === 'wav' && !wavDataComplete(bytes)) return undefined;
  const { container, codec, duration, hasAudio, hasVideo } = parsed.format;
  const playable = {
    wav: container === 'WAVE' && codec !== undefined && PLAYABLE_WAV_CODECS.has(codec),
    mp3: container === 'MPEG' && codec?.endsWith('Layer 3') === true,
    ogg: container === 'Ogg' && codec !== undefined && /^(Opus|Vorbis)/.test(codec),
    mp4: hasAudio === true && hasVideo !== true && codec !== undefined,
  }[format];
  return { playable, seconds: duration };
}

/**
 * The voice sample as stored: as sent, when its content is the declared type's container (a WebM, Ogg,
 * MP4, WAV or MP3 of audio only), it can be read, and it lasts at most APPLICATION_VOICE_MAX_SECONDS.
 */
export async function checkVoice(
  voice: { type: string; data: string },
  language: Language,
): Promise<CheckedMedia> {
  const bytes = decodeMedia('voice', voice.data, language);
  const format = sniffApplicantVoice(bytes);
  if (!format || format !== VOICE_FORMAT_OF_TYPE[voice.type as VoiceType])
    throw mediaRefusal('voice', 'wrongType', language);
  let heard: Heard | undefined;
  try {
    heard = format === 'webm' ? hearWebm(bytes) : await hearWithMetadata(bytes, format);
  } catch (error) {
    throw mediaRefusal('voice', 'damaged', language, error);
  }
  if (!heard) throw mediaRefusal('voice', 'damaged', language);
  if (!heard.playable) throw mediaRefusal('voice', 'wrongType', language);
  const { seconds } = heard;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    throw mediaRefusal('voice', 'damaged', language);
  }
  // Whole seconds, as a player shows them: frames and encoder padding add a few milliseconds.
  const whole = Math.round(seconds);
  if (whole > APPLICATION_VOICE_MAX_SECONDS) {
    const words = messagesIn(language).applications.media.voice;
    throw new AppError(
      400,
      'VOICE_TOO_LONG',
      formatMessage(pluralText(words, 'tooLong', whole, language), {
        count: whole,
        max: APPLICATION_VOICE_MAX_SECONDS,
      }),
    );
  }
  return { bytes, contentType: STORED_TYPE[format] };
}
