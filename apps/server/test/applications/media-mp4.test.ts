import { fr } from '@app/shared/messages/fr';
import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/modules/applications/media.ts';
import { fragmentedMp4 } from './mp4-sample.ts';
import { refusalOf, voiceBody } from './samples.ts';

/**
 * Safari records a fragmented MP4: its header states no duration, each fragment lists its frames. The
 * check must still hear how long it lasts, and keep refusing a film.
 */

describe('a voice sample recorded by Safari (fragmented MP4, AAC)', () => {
  it('is accepted and stored as sent, its length read from the fragments', async () => {
    const bytes = fragmentedMp4(3);
    const checked = await checkVoice(voiceBody('audio/mp4', bytes), 'en');
    expect(checked.contentType).toBe('audio/mp4');
    expect(checked.bytes.equals(bytes)).toBe(true);
  });

  it('is refused over two minutes, saying how long it lasts', async () => {
    const error = await refusalOf(checkVoice(voiceBody('audio/mp4', fragmentedMp4(125)), 'en'));
    expect(error.code).toBe('VOICE_TOO_LONG');
    expect(error.message).toContain('lasts 125 seconds');
    expect(await checkVoice(voiceBody('audio/mp4', fragmentedMp4(119)), 'en')).toMatchObject({
      contentType: 'audio/mp4',
    });
  });

  it('is refused with a video track, or declared as another type', async () => {
    for (const [type, bytes] of [
      ['audio/mp4', fragmentedMp4(3, { withVideo: true })],
      ['audio/webm', fragmentedMp4(3)],
    ] as const) {
      expect(await refusalOf(checkVoice(voiceBody(type, bytes), 'fr')), type).toMatchObject({
        statusCode: 400,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: fr.applications.media.voice.wrongType,
      });
    }
  });

  it('is refused when cut before its first fragment', async () => {
    const bytes = fragmentedMp4(3);
    const moof = bytes.indexOf(Buffer.from('moof', 'latin1'));
    const error = await refusalOf(checkVoice(voiceBody('audio/mp4', bytes.subarray(0, moof - 4)), 'en'));
    expect(error.code).toBe('DAMAGED_FILE');
  });
});
