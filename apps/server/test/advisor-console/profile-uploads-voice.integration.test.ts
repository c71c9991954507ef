import { ADVISOR_UPLOAD_MAX_BYTES, advisorProfileSchema } from '@app/shared/schemas/advisor-console';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/advisors.ts';
import { ORIGIN, signedInCustomer } from '../helpers/customers.ts';
import { mp3, pngClaiming, solidImage, wav } from '../helpers/media.ts';
import { AGENT, AUDIO, OTHER, type Refusal, useProfileUploadsApp } from './profile-uploads-test-app.ts';

// The advisor's voice introduction, the refusals in French, and who may upload a photo or a voice. The
// photo itself: profile-uploads-photo.
describe("the advisor's photo and voice introduction uploads", () => {
  const { testApp, advisor, upload, media, errorOf } = useProfileUploadsApp();

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
