import { withoutInvisible } from '@app/shared/rules/free-text';
import { ADVISOR_NAME_MAX } from '@app/shared/schemas/staff-advisors';

/**
 * The applicant's name as an advisor's (what strangers read: no invisible characters, one space between
 * words), cut to the advisor's limit when the form's was longer; staff may rename the draft before
 * publishing it.
 */
export function advisorNameOf(name: string): string {
  const clean = withoutInvisible(name).replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, ADVISOR_NAME_MAX).join('').trim();
}

/** The presentation as the console stores an advisor's: no invisible characters, \n line breaks, trimmed. */
export const presentationOf = (text: string) => withoutInvisible(text).replace(/\r\n?/g, '\n').trim();
