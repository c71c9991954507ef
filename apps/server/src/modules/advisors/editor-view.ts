import { advisorMedia, advisors } from '@app/db/schema';
import { editorWeekOf } from '@app/shared/rules/advisor-console';
import { isGrammaticalGender } from '@app/shared/rules/grammatical-gender';
import { advisorSlug } from '@app/shared/rules/slug';
import { sql } from 'drizzle-orm';
import { PHOTO_VERSION_LENGTH, psychicPhotoUrl } from './service.ts';

/** An advisor's media as pages need them: a version of the photo and a flag for the voice, never their bytes. */
export const advisorMediaColumns = {
  // The same digest as photoVersion() in service.ts, computed where the bytes are.
  photoVersion: sql<
    string | null
  >`substr(encode(sha256(${advisorMedia.photo}), 'hex'), 1, ${PHOTO_VERSION_LENGTH})`,
  // fetch-audio answers 404 for an empty recording: that is no voice introduction either.
  hasVoice: sql<boolean>`coalesce(octet_length(${advisorMedia.audio}), 0) > 0`,
};

/**
 * What both the advisor's own profile editor and the back office's advisor page read: the presentation,
 * the schedule, the forwarding number and the media (the query joins advisor_media).
 */
export const advisorEditorColumns = {
  agentId: advisors.agentId,
  name: advisors.name,
  description: advisors.description,
  descriptionFr: advisors.descriptionFr,
  grammaticalGender: advisors.grammaticalGender,
  schedule: advisors.schedule,
  daysOff: advisors.daysOff,
  phoneNumber: advisors.phoneNumber,
  ...advisorMediaColumns,
};

type EditorRow = Pick<
  typeof advisors.$inferSelect,
  'agentId' | 'name' | 'description' | 'descriptionFr' | 'grammaticalGender' | 'schedule' | 'daysOff'
> & { photoVersion: string | null; hasVoice: boolean };

/** Those columns as both pages show them: the week as the editor edits it, the photo's and the profile's URLs. */
export function editorPresentationOf(row: EditorRow) {
  return {
    agentId: row.agentId,
    name: row.name,
    description: row.description,
    descriptionFr: row.descriptionFr,
    grammaticalGender: isGrammaticalGender(row.grammaticalGender) ? row.grammaticalGender : null,
    week: editorWeekOf(row.schedule, row.daysOff),
    photoUrl: row.photoVersion ? psychicPhotoUrl(row.agentId, row.photoVersion) : null,
    hasVoice: row.hasVoice,
    profilePath: `/psychic/${advisorSlug(row.name, row.agentId)}`,
  };
}
