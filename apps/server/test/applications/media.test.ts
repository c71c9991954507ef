import { en } from '@app/shared/messages/en';
import { fr } from '@app/shared/messages/fr';
import { APPLICATION_MEDIA_MAX_BYTES } from '@app/shared/schemas/applications';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPhoto,
  checkVoice,
  decodeMedia,
  sniffApplicantVoice,
} from '../../src/modules/applications/media.ts';
import { readWebm } from '../../src/modules/applications/webm.ts';
import { mp3, pngClaiming, solidImage, wav } from '../helpers/media.ts';
import { oggOpus, refusalOf, voiceBody, webm } from './samples.ts';

/**
 * The applicant's files checked by content (no database): the browsers' recordings (WebM, Ogg, MP4)
 * besides WAV and MP3, the declared type held to the content, the length, and the photo through the
 * console's decoding.
 */
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('a WebM recording as Chrome writes it', () => {
  it('is read without a Duration, its Segment and Clusters of unknown size', () => {
    const summary = readWebm(webm(3));
    expect(summary).toMatchObject({ docType: 'webm', tracks: [{ type: 2, codec: 'A_OPUS' }] });
    expect(summary?.blocks).toBe(150);
    // The last 20 ms frame starts at 2.98 s.
    expect(summary?.seconds).toBeCloseTo(2.98, 2);
  });

  it('is no WebM when it is not EBML, or breaks off before any block', () => {
    expect(readWebm(Buffer.from('RIFF....WAVE'))).toBeUndefined();
    expect(readWebm(webm(1).subarray(0, 60))).toBeUndefined();
    // Cut inside the last block: still what plays up to there.
    const cut = webm(2);
    expect(readWebm(cut.subarray(0, cut.length - 2))?.blocks).toBe(99);
  });
});

describe('the voice sample', () => {
  it.each([
    ['audio/webm', webm(3), 'audio/webm'],
    ['audio/ogg', oggOpus(3), 'audio/ogg'],
    ['audio/wav', wav(2), 'audio/wav'],
    ['audio/x-wav', wav(2), 'audio/wav'],
    ['audio/mpeg', mp3(2), 'audio/mpeg'],
  ])('accepts %s, stored as sent', async (type, bytes, stored) => {
    const checked = await checkVoice(voiceBody(type, bytes), 'en');
    expect(checked.contentType).toBe(stored);
    expect(checked.bytes.equals(bytes)).toBe(true);
  });

  it('knows an MP4 recording (Safari) by its signature', () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A isomiso2', 'latin1')]);
    expect(sniffApplicantVoice(ftyp)).toBe('mp4');
  });

  it('refuses a type that is not what the content is', async () => {
    const png = await solidImage('png', 10, 10);
    for (const [type, bytes] of [
      ['audio/webm', png],
      ['audio/webm', oggOpus(2)],
      ['audio/ogg', webm(2)],
      ['audio/mpeg', wav(1)],
      ['audio/mp4', Buffer.from('just some text, not audio')],
    ] as const) {
      expect(await refusalOf(checkVoice(voiceBody(type, bytes), 'fr')), type).toMatchObject({
        statusCode: 400,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: fr.applications.media.voice.wrongType,
      });
    }
  });

  it('refuses a Matroska file declared as WebM', async () => {
    const matroska = webm(2, { docType: 'matroska' });
    expect((await refusalOf(checkVoice(voiceBody('audio/webm', matroska), 'en'))).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a damaged file', async () => {
    const cut = wav(2).subarray(0, 2000);
    expect(await refusalOf(checkVoice(voiceBody('audio/wav', cut), 'en'))).toMatchObject({
      code: 'DAMAGED_FILE',
      message: en.applications.media.voice.damaged,
    });
    const headerOnly = webm(1).subarray(0, 40);
    expect((await refusalOf(checkVoice(voiceBody('audio/webm', headerOnly), 'en'))).code).toBe(
      'DAMAGED_FILE',
    );
  });

  it('refuses a sample over two minutes, saying how long it is', async () => {
    for (const bytes of [webm(125), oggOpus(125)]) {
      const type = bytes.subarray(0, 4).toString('latin1') === 'OggS' ? 'audio/ogg' : 'audio/webm';
      const error = await refusalOf(checkVoice(voiceBody(type, bytes), 'en'));
      expect(error.code).toBe('VOICE_TOO_LONG');
      expect(error.message).toContain('lasts 125 seconds; it can last at most 120 seconds');
    }
    expect(await checkVoice(voiceBody('audio/ogg', oggOpus(120)), 'en')).toMatchObject({
      contentType: 'audio/ogg',
    });
  });
});

describe('the files as base64', () => {
  it('refuses what is empty, not base64, or over the size', () => {
    expect(() => decodeMedia('photo', '', 'en')).toThrow(en.applications.media.photo.empty);
    expect(() => decodeMedia('voice', 'abc', 'en')).toThrow(en.applications.media.voice.damaged);
    expect(() => decodeMedia('voice', 'ab!d', 'en')).toThrow(en.applications.media.voice.damaged);
    const tooLarge = Buffer.alloc(APPLICATION_MEDIA_MAX_BYTES + 1).toString('base64');
    expect(() => decodeMedia('photo', tooLarge, 'fr')).toThrow(
      fr.applications.media.photo.tooLarge.replace('{{megabytes}}', '5'),
    );
  });
});

describe('the photo', () => {
  it('is re-encoded as JPEG, whichever accepted type was declared', async () => {
    const png = await solidImage('png', 40, 30);
    const checked = await checkPhoto({ type: 'image/jpeg', data: base64(png) }, 'en');
    expect(checked.contentType).toBe('image/jpeg');
    expect((await sharp(checked.bytes).metadata()).format).toBe('jpeg');
  });

  it('refuses text declared as a JPEG, a damaged picture and a decompression bomb, in the page language', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await refusalOf(checkPhoto({ type: 'image/jpeg', data: base64(text) }, 'fr'))).toMatchObject({
      statusCode: 400,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: fr.applications.media.photo.wrongType,
    });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(50)]);
    expect(await refusalOf(checkPhoto({ type: 'image/jpeg', data: base64(damaged) }, 'en'))).toMatchObject({
      code: 'DAMAGED_FILE',
      message: en.applications.media.photo.damaged,
    });
    const bomb = await pngClaiming(100_000, 100_000);
    expect(await refusalOf(checkPhoto({ type: 'image/png', data: base64(bomb) }, 'en'))).toMatchObject({
      statusCode: 400,
      message: en.applications.media.photo.tooManyPixels,
    });
  });
});
