import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** The EXIF tag that points to the GPS directory: present means a position was recorded. */
export const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

/**
 * A camera photo as phones write them: stored sideways (width > height) with EXIF Orientation 6 (turn
 * 90° to view), the camera's make and a GPS position.
 */
export function sidewaysJpegWithExif(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b04a2f' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'LeakyCam', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 30/1 5/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 34/1 1/1',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Pixels that do not compress: a file long enough that cutting it leaves whole parts missing. */
export function noisyJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export function solidImage(
  format: 'png' | 'webp' | 'gif' | 'avif',
  width = 300,
  height = 300,
  alpha = false,
): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 20, g: 90, b: 160, alpha: 0.5 } : '#145aa0',
    },
  });
  return image.toFormat(format).toBuffer();
}

/** A small PNG whose header then claims `width` × `height`: a decompression bomb's first bytes. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage('png', 1, 1));
  // IHDR is the first chunk: length (4) and type (4) after the 8-byte signature, then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A PCM WAV (8 kHz, mono, 16-bit) of `seconds`, a quiet tone; `claimSeconds` lies in the header. */
export function wav(seconds: number, claimSeconds = seconds): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const dataBytes = samples * 2;
  const claimed = Math.round(claimSeconds * rate) * 2;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(36 + claimed, 4);
  file.write('WAVE', 8, 'latin1');
  file.write('fmt ', 12, 'latin1');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'latin1');
  file.writeUInt32LE(claimed, 40);
  for (let i = 0; i < samples; i++) {
    file.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return file;
}

/** An ID3v2.3 tag holding a title, as recording apps write one. */
function id3Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([0]), Buffer.from(title, 'latin1')]);
  const frame = Buffer.alloc(10);
  frame.write('TIT2', 0, 'latin1');
  frame.writeUInt32BE(text.length, 4);
  const body = Buffer.concat([frame, text]);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  // Syncsafe: 7 bits a byte.
  header[8] = (body.length >> 7) & 0x7f;
  header[9] = body.length & 0x7f;
  return Buffer.concat([header, body]);
}

/**
 * An MP3 of about `seconds`: MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes and 1152
 * samples each; silent), after an ID3v2 tag with `title`.
 */
export function mp3(seconds: number, title = 'Recorded at home, 12 Rue Secrète'): Buffer {
  const frameCount = Math.round((seconds * 44_100) / 1152);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat([id3Tag(title), ...Array.from({ length: frameCount }, () => frame)]);
}
