/**
 * Voice samples as browsers record them (MediaRecorder), made here byte by byte so the tests need no
 * encoder: a WebM (Chrome: EBML, a Segment and Clusters of unknown size, no Duration) and an Ogg Opus
 * (Firefox), each of `seconds` of 20 ms silent Opus frames. Valid containers; the frames are the
 * encoder's usual three-byte silence, never decoded by the server.
 */

const OPUS_SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);
const FRAME_MS = 20;
const SAMPLES_PER_FRAME = 960;
const PRE_SKIP = 312;

function opusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // mono
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(48_000, 12);
  head.writeInt16LE(0, 16);
  head.writeUInt8(0, 18); // mapping family
  return head;
}

// ---- WebM (EBML) ----

/** An EBML element size on 8 bytes (or "unknown", as a live recording writes its Segment and Clusters). */
function ebmlSize(size: number | 'unknown'): Buffer {
  const bytes = Buffer.alloc(8);
  if (size === 'unknown') {
    bytes.fill(0xff);
  } else {
    bytes.writeBigUInt64BE(BigInt(size));
  }
  bytes[0] = 0x01;
  return bytes;
}

function element(id: number, body: Buffer | 'unknown-size', ...children: Buffer[]): Buffer {
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)!
      .map((hex) => Number.parseInt(hex, 16)),
  );
  if (body === 'unknown-size') return Buffer.concat([idBytes, ebmlSize('unknown'), ...children]);
  return Buffer.concat([idBytes, ebmlSize(body.length), body]);
}

const master = (id: number, ...children: Buffer[]) => element(id, Buffer.concat(children));
const uint = (id: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'latin1'));
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

function simpleBlock(relativeMs: number): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt8(0x81, 0); // track 1
  head.writeInt16BE(relativeMs, 1);
  head.writeUInt8(0x80, 3); // keyframe
  return element(0xa3, Buffer.concat([head, OPUS_SILENCE]));
}

/** A WebM as Chrome's MediaRecorder writes it: no Duration, Segment and Clusters of unknown size. */
export function webm(seconds: number, options: { docType?: string } = {}): Buffer {
  const header = master(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, options.docType ?? 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = master(0x1549a966, uint(0x2ad7b1, 1_000_000), text(0x4d80, 'Chrome'), text(0x5741, 'Chrome'));
  const tracks = master(
    0x1654ae6b,
    master(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 2),
      text(0x86, 'A_OPUS'),
      element(0x63a2, opusHead()),
      master(0xe1, float(0xb5, 48_000), uint(0x9f, 1)),
    ),
  );
  const frames = Math.round((seconds * 1000) / FRAME_MS);
  // A cluster a second or so (a block's time is 16 bits, relative to its cluster's).
  const clusters: Buffer[] = [];
  for (let first = 0; first < frames; first += 50) {
    const clusterMs = first * FRAME_MS;
    const blocks = [];
    for (let frame = first; frame < Math.min(frames, first + 50); frame++) {
      blocks.push(simpleBlock(frame * FRAME_MS - clusterMs));
    }
    clusters.push(element(0x1f43b675, 'unknown-size', uint(0xe7, clusterMs), ...blocks));
  }
  return Buffer.concat([header, element(0x18538067, 'unknown-size', info, tracks, ...clusters)]);
}

// ---- Ogg Opus ----

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

function oggPage(packets: Buffer[], granule: bigint, sequence: number, flags: number): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(0, 4);
  header.writeUInt8(flags, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt32LE(0, 22);
  header.writeUInt8(lacing.length, 26);
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** An Ogg Opus file as Firefox's MediaRecorder writes one: head, tags, then pages of 20 ms frames. */
export function oggOpus(seconds: number): Buffer {
  const tags = Buffer.alloc(8 + 4 + 7 + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(7, 8);
  tags.write('Mozilla', 12, 'latin1');
  tags.writeUInt32LE(0, 19);
  const pages = [oggPage([opusHead()], 0n, 0, 0x02), oggPage([tags], 0n, 1, 0)];
  const frames = Math.round((seconds * 1000) / FRAME_MS);
  let written = 0;
  while (written < frames) {
    const count = Math.min(50, frames - written);
    written += count;
    const last = written === frames;
    const granule = BigInt(PRE_SKIP + written * SAMPLES_PER_FRAME);
    pages.push(
      oggPage(
        Array.from({ length: count }, () => OPUS_SILENCE),
        granule,
        pages.length,
        last ? 0x04 : 0,
      ),
    );
  }
  return Buffer.concat(pages);
}

/** A voice sample as the application's body carries it. */
export const voiceBody = (type: string, bytes: Buffer) => ({ type, data: bytes.toString('base64') });

/** The error a check threw (the test fails if it accepted). */
export async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; code: string; message: string };
  }
  throw new Error('accepted');
}
