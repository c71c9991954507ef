import { ADVISOR_PHOTO_TYPES, ADVISOR_UPLOAD_MAX_BYTES } from '@app/shared/schemas/advisor-console';

import { SNIFF_BYTES, sniffMediaType } from '../../lib/sniff-media-type.ts';

export { SNIFF_BYTES, sniffMediaType };

export type UploadKind = 'photo' | 'voice';

const ACCEPTED: Record<UploadKind, readonly string[]> = {
  photo: ADVISOR_PHOTO_TYPES,
  voice: ['audio/wav', 'audio/mpeg'],
};

/** What the file picker offers (the server also takes the other names of WAV). */
export const PICKER_ACCEPT: Record<UploadKind, string> = {
  photo: ADVISOR_PHOTO_TYPES.join(','),
  voice: 'audio/wav,audio/mpeg',
};

export type UploadCheck = { ok: true; type: string } | { ok: false; problem: 'empty' | 'type' | 'size' };

/**
 * Whether a chosen file can be sent: not empty, a type the server takes (by its bytes), within the size
 * limit. The server checks again (and decodes the file); this only spares a pointless upload.
 */
export function checkUpload(kind: UploadKind, size: number, head: Uint8Array): UploadCheck {
  if (size === 0) return { ok: false, problem: 'empty' };
  const type = sniffMediaType(head);
  if (!type || !ACCEPTED[kind].includes(type)) return { ok: false, problem: 'type' };
  if (size > ADVISOR_UPLOAD_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, type };
}
