import { describe, expect, it } from 'vitest';
import { mediaTypeOf, sniffPhoto, sniffVoice } from './profile-media.ts';
import { maskPhone } from './profile-service.ts';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('upload formats by content', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe1, 'Exif'), 'jpeg'],
    ['PNG', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'IHDR'), 'png'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'webp'],
    ['GIF', bytes('GIF89a'), undefined],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['a WAV (RIFF, not WebP)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), undefined],
    ['two bytes of a JPEG', bytes(0xff, 0xd8), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('reads a photo: %s', (_case, file, format) => {
    expect(sniffPhoto(file)).toBe(format);
  });

  it.each([
    ['WAV', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), 'wav'],
    ['MP3 with an ID3 tag', bytes('ID3', 3, 0, 0, 0, 0, 0, 0), 'mp3'],
    ['MP3 frame (MPEG-1 Layer III)', bytes(0xff, 0xfb, 0x90, 0x00), 'mp3'],
    ['MPEG Layer II frame', bytes(0xff, 0xfd, 0x90, 0x00), undefined],
    ['AAC (ADTS)', bytes(0xff, 0xf1, 0x50, 0x80), undefined],
    ['Ogg', bytes('OggS', 0, 2, 0, 0, 0, 0), undefined],
    ['text', bytes('Hello, this is text'), undefined],
  ])('reads a recording: %s', (_case, file, format) => {
    expect(sniffVoice(file)).toBe(format);
  });

  it('takes the media type of a Content-Type header without its parameters', () => {
    expect(mediaTypeOf('Audio/WAV; codecs=1')).toBe('audio/wav');
    expect(mediaTypeOf(' image/jpeg ')).toBe('image/jpeg');
    expect(mediaTypeOf(undefined)).toBe('');
  });

  it('masks a forwarding number down to its last four digits', () => {
    expect(maskPhone('+15145550101')).toBe('•••-•••-0101');
    expect(maskPhone('+1 (438) 555-4567')).toBe('•••-•••-4567');
  });
});
