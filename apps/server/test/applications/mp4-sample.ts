/**
 * A fragmented MP4 of AAC audio as Safari's MediaRecorder writes it, built box by box: a `moov` that
 * states no duration (0 in `mvhd` and `mdhd`, empty sample tables, an `mvex`), then one `moof` + `mdat`
 * per second whose `trun` lists each AAC frame's duration (1,024 samples at 48 kHz) and size. The frames'
 * bytes are filler: the check reads the boxes, not the sound.
 */
const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const ascii = (text: string) => Buffer.from(text, 'latin1');

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
}
function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...payload);
}

const UNITY_MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));
const RATE = 48_000;
const FRAME = 1024;

/** An MPEG-4 descriptor: its tag, its length (one byte here), its bytes. */
const descriptor = (tag: number, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u8(tag), u8(body.length), body]);
};

function aacSampleEntry(): Buffer {
  // AudioSpecificConfig: AAC LC (2), 48 kHz (index 3), mono (1).
  const config = Buffer.from([0x11, 0x88]);
  const esds = fullBox(
    'esds',
    0,
    0,
    descriptor(
      0x03,
      u16(1),
      u8(0),
      descriptor(0x04, u8(0x40), u8(0x15), zeros(3), u32(64_000), u32(64_000), descriptor(0x05, config)),
      descriptor(0x06, u8(0x02)),
    ),
  );
  return box('mp4a', zeros(6), u16(1), zeros(8), u16(1), u16(16), zeros(4), u32(RATE << 16), esds);
}

function track(id: number, handler: 'soun' | 'vide', entry: Buffer): Buffer {
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(id),
    zeros(4),
    u32(0),
    zeros(8),
    zeros(4),
    u16(0x0100),
    zeros(2),
    UNITY_MATRIX,
    u32(handler === 'vide' ? 640 << 16 : 0),
    u32(handler === 'vide' ? 480 << 16 : 0),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0), u32(0), u32(RATE), u32(0), u16(0x55c4), u16(0));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    ascii(handler),
    zeros(12),
    ascii(handler === 'soun' ? 'SoundHandler\0' : 'VideoHandler\0'),
  );
  const header = handler === 'soun' ? fullBox('smhd', 0, 0, zeros(4)) : fullBox('vmhd', 0, 1, zeros(8));
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), entry),
    fullBox('stts', 0, 0, u32(0)),
    fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0), u32(0)),
    fullBox('stco', 0, 0, u32(0)),
  );
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', header, dinf, stbl)));
}

/** A minimal H.264 sample entry (no decoding happens; the handler and the entry say "video"). */
function avcSampleEntry(): Buffer {
  const avcC = box('avcC', Buffer.from([1, 0x42, 0, 0x1e, 0xff, 0xe0, 0x00]));
  return box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(640),
    u16(480),
    u32(0x00480000),
    u32(0x00480000),
    zeros(4),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
}

function fragment(sequence: number, firstFrame: number, frames: number): Buffer {
  const frameBytes = 12;
  const trunFlags = 0x000001 | 0x000100 | 0x000200;
  const entries = Array.from({ length: frames }, () => Buffer.concat([u32(FRAME), u32(frameBytes)]));
  const build = (dataOffset: number) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(sequence)),
      box(
        'traf',
        fullBox('tfhd', 0, 0x020000, u32(1)),
        fullBox('tfdt', 1, 0, u64(firstFrame * FRAME)),
        fullBox('trun', 0, trunFlags, u32(frames), u32(dataOffset), ...entries),
      ),
    );
  const moof = build(0);
  // The data offset counts from the moof's first byte to the mdat's payload.
  const placed = build(moof.length + 8);
  return Buffer.concat([placed, box('mdat', Buffer.alloc(frames * frameBytes, 0x21))]);
}

export function fragmentedMp4(seconds: number, options: { withVideo?: boolean } = {}): Buffer {
  const ftyp = box('ftyp', ascii('iso5'), u32(512), ascii('iso5'), ascii('iso6'), ascii('mp41'));
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(1000),
    u32(0),
    u32(0x10000),
    u16(0x0100),
    zeros(10),
    UNITY_MATRIX,
    zeros(24),
    u32(options.withVideo ? 3 : 2),
  );
  const traks = [track(1, 'soun', aacSampleEntry())];
  if (options.withVideo) traks.push(track(2, 'vide', avcSampleEntry()));
  const trex = (id: number) => fullBox('trex', 0, 0, u32(id), u32(1), u32(0), u32(0), u32(0));
  const mvex = box('mvex', trex(1), ...(options.withVideo ? [trex(2)] : []));
  const moov = box('moov', mvhd, ...traks, mvex);
  const total = Math.round((seconds * RATE) / FRAME);
  const perFragment = Math.round(RATE / FRAME);
  const fragments: Buffer[] = [];
  for (let first = 0, sequence = 1; first < total; first += perFragment, sequence++) {
    fragments.push(fragment(sequence, first, Math.min(perFragment, total - first)));
  }
  return Buffer.concat([ftyp, moov, ...fragments]);
}
