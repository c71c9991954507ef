import type { advisorConsole } from '@app/shared/messages/advisor-console';
import type { Translated } from '@app/shared/messages/translated';

/**
 * The console's words that the back office's advisor form shows too: the checks of the schedule and of the
 * presentation (schemas and rules/advisor-console.ts give them as advisorConsole keys).
 */
export function consoleChecks(words: Translated<typeof advisorConsole>) {
  const { schedule, presentation } = words.profile;
  return {
    profile: {
      schedule: { problems: schedule.problems },
      presentation: { tooShort: presentation.tooShort, tooLong: presentation.tooLong },
    },
  };
}
