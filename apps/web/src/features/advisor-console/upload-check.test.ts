import { ADVISOR_UPLOAD_MAX_BYTES } from '@app/shared/schemas/advisor-console';
import { describe, expect, it } from 'vitest';
import { checkUpload, sniffMediaType } from './upload-check.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBP');
const WAV = bytes('RIFF', [0x24, 0, 0, 0], 'WAVE');
const MP3_TAGGED = bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0, 0]);
const MP3_FRAME = bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]);
const TEXT = bytes('Hello, this is not a picture');

describe('sniffMediaType', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
    ['WAV', WAV, 'audio/wav'],
    ['MP3 with an ID3 tag', MP3_TAGGED, 'audio/mpeg'],
    ['MP3 starting with a frame', MP3_FRAME, 'audio/mpeg'],
    ['text', TEXT, null],
    ['another RIFF file (AVI)', bytes('RIFF', [0, 0, 0, 0], 'AVI '), null],
    ['a sync word with the reserved layer', bytes([0xff, 0xe0, 0, 0]), null],
    ['nothing', new Uint8Array(0), null],
  ])('reads %s', (_, head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });
});

describe('checkUpload', () => {
  it('takes a picture for the photo and a recording for the voice, with the type its bytes show', () => {
    expect(checkUpload('photo', 2048, PNG)).toEqual({ ok: true, type: 'image/png' });
    expect(checkUpload('photo', 2048, WEBP)).toEqual({ ok: true, type: 'image/webp' });
    expect(checkUpload('voice', 2048, WAV)).toEqual({ ok: true, type: 'audio/wav' });
    expect(checkUpload('voice', 2048, MP3_FRAME)).toEqual({ ok: true, type: 'audio/mpeg' });
  });

  it('refuses a file of the wrong kind, whatever its name said', () => {
    expect(checkUpload('photo', 2048, TEXT)).toEqual({ ok: false, problem: 'type' });
    expect(checkUpload('photo', 2048, WAV)).toEqual({ ok: false, problem: 'type' });
    expect(checkUpload('voice', 2048, JPEG)).toEqual({ ok: false, problem: 'type' });
  });

  it('refuses an empty file, and one over the limit (the limit itself is fine)', () => {
    expect(checkUpload('photo', 0, new Uint8Array(0))).toEqual({ ok: false, problem: 'empty' });
    expect(checkUpload('photo', ADVISOR_UPLOAD_MAX_BYTES, JPEG)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkUpload('photo', ADVISOR_UPLOAD_MAX_BYTES + 1, JPEG)).toEqual({ ok: false, problem: 'size' });
    expect(checkUpload('voice', ADVISOR_UPLOAD_MAX_BYTES + 1, WAV)).toEqual({ ok: false, problem: 'size' });
  });
});
