// The type of an uploaded file from its first bytes (the console's uploads, an application's files).

/** How many bytes of a file's start `sniffMediaType` reads. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The media type a file's first bytes show, or null. The browser types a file by its name (a text file
 * renamed .jpg is 'image/jpeg' to it); its bytes tell what it holds, so the advisor hears at once that it
 * is not a picture, and the upload is sent with the type it really has.
 */
export function sniffMediaType(
  head: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/webp' | 'audio/wav' | 'audio/mpeg' | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF'))) {
    if (startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
    if (startsWith(head, ascii('WAVE'), 8)) return 'audio/wav';
    return null;
  }
  // MP3: an ID3 tag, or straight into an MPEG audio frame (11 sync bits, then a layer other than 'reserved').
  if (startsWith(head, ascii('ID3'))) return 'audio/mpeg';
  const [first = 0, second = 0] = head;
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'audio/mpeg';
  return null;
}
