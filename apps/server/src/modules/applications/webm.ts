/**
 * What a WebM recording holds, read from its EBML elements: its DocType, its tracks (type and codec) and
 * how long it lasts. A browser's MediaRecorder (Chrome, Edge) writes a live stream: the Segment and its
 * Clusters have an "unknown" size and the header no Duration, which music-metadata neither reads nor
 * measures; the length is the time of the last block, as a player finds it.
 */

export interface WebmSummary {
  docType: string | undefined;
  /** In the order of the file: the Matroska track type (1 video, 2 audio…) and codec id ('A_OPUS'). */
  tracks: { type: number | undefined; codec: string | undefined }[];
  /** Blocks of media data (SimpleBlock or Block) found. */
  blocks: number;
  /** The time of the last block, or the header's Duration when it says longer. */
  seconds: number;
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;

/**
 * Elements whose children are read in place: the walk goes into them instead of over them, so one whose
 * size is unknown (a live recording's Segment and Clusters) simply runs on until its siblings start.
 * Each id is unique in Matroska, so a child is known by its id wherever it is met.
 */
const ENTERED = new Set([EBML, SEGMENT, INFO, TRACKS, TRACK_ENTRY, CLUSTER, BLOCK_GROUP]);

/** Matroska's default: timestamps in milliseconds. */
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

interface Vint {
  value: number;
  length: number;
  /** All value bits set: a size the muxer did not know when it wrote the element. */
  unknown: boolean;
}

/** An EBML variable-length integer at `at`: an element id (`keepMarker`) or a size. */
function readVint(bytes: Buffer, at: number, keepMarker: boolean): Vint | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUnsigned(body: Buffer): number {
  let value = 0;
  for (const byte of body) value = value * 256 + byte;
  return value;
}

function readFloat(body: Buffer): number | undefined {
  if (body.length === 4) return body.readFloatBE(0);
  if (body.length === 8) return body.readDoubleBE(0);
  return undefined;
}

/** Undefined when the bytes are no EBML document (or break off before anything was read). */
export function readWebm(bytes: Buffer): WebmSummary | undefined {
  const tracks: WebmSummary['tracks'] = [];
  let docType: string | undefined;
  let scaleNs = DEFAULT_TIMECODE_SCALE_NS;
  let duration: number | undefined;
  let clusterTime = 0;
  let lastBlockTime = 0;
  let blocks = 0;
  let at = 0;

  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) {
      // A recording stopped mid-element still plays up to there; garbage before any block does not.
      if (blocks > 0) break;
      return undefined;
    }
    if (at === 0 && id.value !== EBML) return undefined;
    const start = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      if (id.value === TRACK_ENTRY) tracks.push({ type: undefined, codec: undefined });
      at = start;
      continue;
    }
    if (size.unknown) return undefined;
    const end = start + size.value;
    if (end > bytes.length) {
      if (blocks > 0) break;
      return undefined;
    }
    const body = bytes.subarray(start, end);
    const track = tracks.at(-1);
    switch (id.value) {
      case DOC_TYPE:
        docType = body.toString('latin1').replace(/\0+$/, '');
        break;
      case TIMECODE_SCALE:
        scaleNs = readUnsigned(body) || DEFAULT_TIMECODE_SCALE_NS;
        break;
      case DURATION:
        duration = readFloat(body);
        break;
      case TRACK_TYPE:
        if (track) track.type = readUnsigned(body);
        break;
      case CODEC_ID:
        if (track) track.codec = body.toString('latin1').replace(/\0+$/, '');
        break;
      case CLUSTER_TIMECODE:
        clusterTime = readUnsigned(body);
        break;
      case SIMPLE_BLOCK:
      case BLOCK: {
        // The track number (a vint), then the time relative to the cluster's (signed 16 bits).
        const trackNumber = readVint(body, 0, false);
        if (!trackNumber || body.length < trackNumber.length + 2) return undefined;
        lastBlockTime = Math.max(lastBlockTime, clusterTime + body.readInt16BE(trackNumber.length));
        blocks += 1;
        break;
      }
    }
    at = end;
  }
  const fromBlocks = (lastBlockTime * scaleNs) / 1e9;
  const fromHeader = duration !== undefined && Number.isFinite(duration) ? (duration * scaleNs) / 1e9 : 0;
  return { docType, tracks, blocks, seconds: Math.max(fromBlocks, fromHeader) };
}
