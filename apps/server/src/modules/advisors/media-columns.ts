import { advisorMedia } from '@app/db/schema';
import { sql } from 'drizzle-orm';
import { PHOTO_VERSION_LENGTH } from './service.ts';

/** An advisor's media as pages need them: a version of the photo and a flag for the voice, never their bytes. */
export const advisorMediaColumns = {
  // The same digest as photoVersion() in service.ts, computed where the bytes are.
  photoVersion: sql<
    string | null
  >`substr(encode(sha256(${advisorMedia.photo}), 'hex'), 1, ${PHOTO_VERSION_LENGTH})`,
  // fetch-audio answers 404 for an empty recording: that is no voice introduction either.
  hasVoice: sql<boolean>`coalesce(octet_length(${advisorMedia.audio}), 0) > 0`,
};
