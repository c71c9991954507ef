import { describe, expect, it } from 'vitest';
import { decodesNow, MEDIA_DECODES_AT_ONCE, preparePhoto } from '../../src/modules/advisors/profile-media.ts';
import { noisyJpeg } from '../helpers/media.ts';

describe('photo decoding, per instance', () => {
  it(`decodes at most ${MEDIA_DECODES_AT_ONCE} uploads at once; the others wait their turn and all complete`, async () => {
    const photo = await noisyJpeg(2400, 1800);
    let mostActive = 0;
    let mostWaiting = 0;
    let done = false;
    // Samples between the event loop's turns for as long as the uploads run.
    const sample = async () => {
      while (!done) {
        const now = decodesNow();
        mostActive = Math.max(mostActive, now.active);
        mostWaiting = Math.max(mostWaiting, now.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampling = sample();
    const stored = await Promise.all(Array.from({ length: 6 }, () => preparePhoto(photo, 'image/jpeg')));
    done = true;
    await sampling;
    expect(stored.map((file) => file.contentType)).toEqual(Array(6).fill('image/jpeg'));
    expect(mostActive).toBe(MEDIA_DECODES_AT_ONCE);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(decodesNow()).toEqual({ active: 0, waiting: 0 });
  });
});
