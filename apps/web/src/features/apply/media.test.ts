import { APPLICATION_MEDIA_MAX_BYTES } from '@app/shared/schemas/applications';
import { describe, expect, it } from 'vitest';
import { base64Of, baseType, checkMediaFile, formatSeconds, recordingType } from './media.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0);
const WAV = bytes('RIFF', 0, 0, 0, 0, 'WAVE', 'fmt ');
const MP3 = bytes('ID3', 4, 0, 0, 0, 0, 0, 0, 0, 0);

describe('the check of a chosen file', () => {
  it('types a photo and a voice file by their bytes', async () => {
    expect(await checkMediaFile('photo', new Blob([PNG]))).toEqual({ ok: true, type: 'image/png' });
    expect(await checkMediaFile('photo', new Blob([bytes(0xff, 0xd8, 0xff, 0xe0)]))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
    expect(await checkMediaFile('photo', new Blob([bytes('RIFF', 0, 0, 0, 0, 'WEBP')]))).toEqual({
      ok: true,
      type: 'image/webp',
    });
    expect(await checkMediaFile('voice', new Blob([WAV]))).toEqual({ ok: true, type: 'audio/wav' });
    expect(await checkMediaFile('voice', new Blob([MP3]))).toEqual({ ok: true, type: 'audio/mpeg' });
  });

  it('refuses a file of the other kind, a text file, an empty one and one past the size limit', async () => {
    expect(await checkMediaFile('photo', new Blob([WAV]))).toEqual({ ok: false, problem: 'wrongType' });
    expect(await checkMediaFile('voice', new Blob([PNG]))).toEqual({ ok: false, problem: 'wrongType' });
    expect(await checkMediaFile('photo', new Blob(['hello, world']))).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(await checkMediaFile('photo', new Blob([]))).toEqual({ ok: false, problem: 'empty' });
    const large = new Blob([PNG, new Uint8Array(APPLICATION_MEDIA_MAX_BYTES)]);
    expect(await checkMediaFile('photo', large)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('recording', () => {
  it('picks the first format the browser writes, and sends its base type', () => {
    expect(recordingType((type) => type.startsWith('audio/'))).toBe('audio/webm;codecs=opus');
    expect(recordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(recordingType(() => false)).toBeNull();
    expect(baseType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(baseType('audio/ogg; codecs=opus')).toBe('audio/ogg');
    expect(baseType('audio/mp4')).toBe('audio/mp4');
  });

  it('shows a length as a clock does', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(7.9)).toBe('0:07');
    expect(formatSeconds(120)).toBe('2:00');
  });
});

describe('base64', () => {
  it('encodes a blob of any size, as btoa would in one piece', async () => {
    const data = new Uint8Array(100_000).map((_, index) => (index * 7) % 256);
    expect(await base64Of(new Blob([data]))).toBe(Buffer.from(data).toString('base64'));
    expect(await base64Of(new Blob([]))).toBe('');
  });
});
