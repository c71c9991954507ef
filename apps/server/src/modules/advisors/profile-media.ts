import { en } from '@app/shared/messages/en';
import { formatMessage } from '@app/shared/messages/format';
import {
  ADVISOR_PHOTO_TYPES,
  ADVISOR_UPLOAD_MAX_BYTES,
  ADVISOR_VOICE_MAX_SECONDS,
  ADVISOR_VOICE_TYPES,
} from '@app/shared/schemas/advisor-console';
import type { ErrorCode } from '@app/shared/schemas/error-codes';
import { parseBuffer } from 'music-metadata';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../../app-error.ts';
import type { AdvisorMediaFile } from './repository.ts';

/** The stored photo fits in this square: twice the largest size the site shows, for sharp screens. */
export const PHOTO_MAX_SIDE = 800;
/**
 * Decoding stops above this many pixels (a 48-megapixel phone photo passes): a small file that declares
 * huge dimensions (a decompression bomb) is refused from its header, before any pixel is decoded.
 */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/**
 * No side of a photo is longer than this (a 48-megapixel phone photo is 8,000 px wide): a picture of
 * 49,000,000 × 1 pixels passes the pixel count yet made the decoder take over a gigabyte.
 */
export const PHOTO_MAX_SIDE_PIXELS = 12_000;
/**
 * Uploads decoded at once by this instance (each photo decode uses a core and up to a few hundred MB);
 * the others wait their turn, so a burst costs time, not memory.
 */
export const MEDIA_DECODES_AT_ONCE = 2;
const decodeTurn = pLimit(MEDIA_DECODES_AT_ONCE);

/** Uploads being decoded now, and waiting their turn (for the tests and, later, a gauge). */
export function decodesNow(): { active: number; waiting: number } {
  return { active: decodeTurn.activeCount, waiting: decodeTurn.pendingCount };
}
const PHOTO_JPEG_QUALITY = 82;

const MEGABYTES = Math.round(ADVISOR_UPLOAD_MAX_BYTES / (1024 * 1024));

const words = en.advisorConsole.profile.uploadErrors;

/**
 * What an advisor reads when an upload is refused: what is wrong, and what to do instead. Catalogue
 * entries, so a French page reads them in French (language.ts), « 5 Mo » included.
 */
export const UPLOAD_MESSAGES = {
  empty: words.empty,
  tooLarge: formatMessage(words.tooLarge, { megabytes: MEGABYTES }),
  photoType: en.advisorConsole.profile.photo.wrongType,
  photoDamaged: words.photoDamaged,
  photoTooManyPixels: formatMessage(words.photoTooManyPixels, {
    megapixels: PHOTO_MAX_INPUT_PIXELS / 1_000_000,
  }),
  photoTooLong: words.photoTooLong,
  voiceType: en.advisorConsole.profile.voice.wrongType,
  voiceDamaged: words.voiceDamaged,
  voiceTooLong: (seconds: number) =>
    formatMessage(en.advisorConsole.profile.voice.tooLong, { seconds, max: ADVISOR_VOICE_MAX_SECONDS }),
} as const;

const refuse = (status: number, code: ErrorCode, message: string, cause?: unknown) =>
  new AppError(status, code, message, cause === undefined ? undefined : { cause });

/** The media type of a Content-Type header, without parameters, lower-case ('' when absent). */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * A body sent without a type, or as generic bytes (a browser sends a file whose extension it does not
 * know that way), is judged by its content alone; a body declared as something else (image/gif,
 * image/svg+xml, text/plain…) is refused before it is opened.
 */
function acceptsDeclared(mediaType: string, accepted: readonly string[]): boolean {
  return mediaType === '' || mediaType === 'application/octet-stream' || accepted.includes(mediaType);
}

/** The upload's bytes, or the refusal of an empty or missing body. */
function bytesOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw refuse(400, 'EMPTY_UPLOAD', UPLOAD_MESSAGES.empty);
  // Fastify's limit already applies while the body streams in; this holds for any other caller.
  if (body.length > ADVISOR_UPLOAD_MAX_BYTES) throw refuse(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  return body;
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The format by its signature: only these three are ever handed to the decoder. */
export function sniffPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * The advisor's photo as the site stores it: decoded (a JPEG, PNG or WebP by content, whatever its name
 * or declared type), turned upright by its EXIF orientation, fitted inside PHOTO_MAX_SIDE without
 * enlarging, flattened on white and re-encoded as JPEG. Nothing of the file but its pixels survives:
 * sharp writes no metadata unless asked, so EXIF (camera, GPS position, dates), XMP and comments are gone,
 * and a polyglot (a script or markup hidden in the file) cannot reach the site.
 */
export async function preparePhoto(
  body: unknown,
  contentType: string | undefined,
): Promise<AdvisorMediaFile> {
  if (!acceptsDeclared(mediaTypeOf(contentType), ADVISOR_PHOTO_TYPES)) {
    throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.photoType);
  }
  const bytes = bytesOf(body);
  const format = sniffPhoto(bytes);
  if (!format) throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.photoType);

  // The header only: no limit here, so that a huge picture gets the message below, not 'damaged'.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw refuse(400, 'DAMAGED_FILE', UPLOAD_MESSAGES.photoDamaged, error);
    });
  if (metadata.format !== format) throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.photoType);
  // Checked here, from the header, before a pixel is decoded; sharp's own limit below is the backstop.
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width > PHOTO_MAX_SIDE_PIXELS || height > PHOTO_MAX_SIDE_PIXELS) {
    throw refuse(400, 'IMAGE_TOO_LONG', UPLOAD_MESSAGES.photoTooLong);
  }
  if (width * height > PHOTO_MAX_INPUT_PIXELS) {
    throw refuse(400, 'IMAGE_TOO_MANY_PIXELS', UPLOAD_MESSAGES.photoTooManyPixels);
  }
  return decodeTurn(() => encodePhoto(bytes));
}

async function encodePhoto(bytes: Buffer): Promise<AdvisorMediaFile> {
  try {
    // 'error' aborts on corrupt or truncated pixel data; sharp's default, 'warning', would also refuse
    // files that every browser shows, over a minor complaint of the decoder.
    const output = await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      autoOrient: true,
    })
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { bytes: output, contentType: 'image/jpeg' };
  } catch (error) {
    throw refuse(400, 'DAMAGED_FILE', UPLOAD_MESSAGES.photoDamaged, error);
  }
}

type VoiceFormat = 'wav' | 'mp3';

/** An MPEG audio frame header of Layer III (the sync bits, then layer bits 01). */
function isMp3Frame(bytes: Buffer, at: number): boolean {
  const first = bytes[at];
  const second = bytes[at + 1];
  return first === 0xff && second !== undefined && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02;
}

export function sniffVoice(bytes: Buffer): VoiceFormat | undefined {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  if (bytes.length >= 4 && isMp3Frame(bytes, 0)) return 'mp3';
  return undefined;
}

/** The length of a leading ID3v2 tag (header, body and optional footer), 0 without one. */
function id3v2Length(bytes: Buffer): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return 0;
  // A "syncsafe" integer: 7 bits a byte.
  const size = (bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!;
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return Math.min(bytes.length, 10 + size + footer);
}

/**
 * An MP3 without its ID3 tags: they carry what the recording app wrote (names, dates, cover pictures of
 * up to megabytes), none of which a voice introduction needs; the audio frames are kept byte for byte.
 */
function withoutId3(bytes: Buffer): Buffer {
  const start = id3v2Length(bytes);
  const end =
    bytes.length - start >= 128 && ascii(bytes, bytes.length - 128, bytes.length - 125) === 'TAG'
      ? bytes.length - 128
      : bytes.length;
  return start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end);
}

/**
 * Whether a WAV's data chunk is all there: a WAV cut short still states its full length in its header,
 * and would play short. Read here rather than from the parser's warnings, one of which flags every
 * complete file too.
 */
export function wavDataComplete(bytes: Buffer): boolean {
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    if (ascii(bytes, at, at + 4) === 'data') return at + 8 + size <= bytes.length;
    // Chunks are padded to an even length.
    at += 8 + size + (size % 2);
  }
  return false;
}

/** Codecs every browser plays from a WAV file. */
export const PLAYABLE_WAV_CODECS = new Set(['PCM', 'IEEE_FLOAT']);

/**
 * The advisor's voice introduction: a WAV (PCM) or MP3 file by content, at most ADVISOR_VOICE_MAX_SECONDS
 * long, stored as sent (an MP3 without its tags) with its own type, which fetch-audio answers with.
 */
export async function prepareVoice(
  body: unknown,
  contentType: string | undefined,
): Promise<AdvisorMediaFile> {
  if (!acceptsDeclared(mediaTypeOf(contentType), ADVISOR_VOICE_TYPES)) {
    throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.voiceType);
  }
  const bytes = bytesOf(body);
  const format = sniffVoice(bytes);
  if (!format) throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.voiceType);
  const stored = format === 'mp3' ? withoutId3(bytes) : bytes;
  const mimeType = format === 'wav' ? 'audio/wav' : 'audio/mpeg';

  let parsed: Awaited<ReturnType<typeof parseBuffer>>;
  try {
    // `duration`: an MP3 without a header that states it is read frame by frame.
    parsed = await decodeTurn(() =>
      parseBuffer(stored, { mimeType, size: stored.length }, { duration: true, skipCovers: true }),
    );
  } catch (error) {
    throw refuse(400, 'DAMAGED_FILE', UPLOAD_MESSAGES.voiceDamaged, error);
  }
  // A WAV cut short still states its full length in its header, and would play short.
  if (format === 'wav' && !wavDataComplete(stored)) {
    throw refuse(400, 'DAMAGED_FILE', UPLOAD_MESSAGES.voiceDamaged);
  }
  const { container, codec, duration } = parsed.format;
  const playable =
    format === 'wav'
      ? container === 'WAVE' && codec !== undefined && PLAYABLE_WAV_CODECS.has(codec)
      : container === 'MPEG' && codec?.endsWith('Layer 3') === true;
  if (!playable) throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.voiceType);
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) {
    throw refuse(400, 'DAMAGED_FILE', UPLOAD_MESSAGES.voiceDamaged);
  }
  // Whole seconds, as the advisor's player shows them: MP3 frames and encoder padding add a few
  // milliseconds that must not refuse a recording of exactly 90 seconds.
  const seconds = Math.round(duration);
  if (seconds > ADVISOR_VOICE_MAX_SECONDS) {
    throw refuse(400, 'VOICE_TOO_LONG', UPLOAD_MESSAGES.voiceTooLong(seconds));
  }
  return { bytes: stored, contentType: mimeType };
}
