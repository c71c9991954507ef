import type { EditorWeek, ScheduleProblem } from '@app/shared/rules/advisor-console';
import type { GrammaticalGender } from '@app/shared/rules/grammatical-gender';
import { type AdvisorProfile, advisorProfileSchema } from '@app/shared/schemas/advisor-console';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleProblemsIn } from '../../lib/advisor-profile-form.ts';
import { ApiError, getJson } from '../../lib/api-client.ts';
import { sendCommand, sendFile, sendJson } from '../../lib/api-send.ts';
import { psychicStatusKeys } from '../../lib/psychic-status.ts';
import { advisorBase, consoleKey } from './api.ts';

const profileKey = (agentId: number) => ['advisor', agentId, 'profile'] as const;

/** What customers see of the advisor, and the masked number calls ring (GET …/profile). */
export function profileQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: profileKey(agentId),
    queryFn: ({ signal }) => getJson(`${advisorBase(agentId)}/profile`, advisorProfileSchema, { signal }),
  });
}

/**
 * Every change answers the whole profile: it replaces the cached one. The directory feed is asked again,
 * so the public profile opened from this tab shows the change at once rather than at its next poll.
 */
function useProfileChange<V>(agentId: number, send: (variables: V) => Promise<AdvisorProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => profileChanged(queryClient, agentId, profile),
  });
}

function profileChanged(queryClient: QueryClient, agentId: number, profile: AdvisorProfile): void {
  queryClient.setQueryData(profileKey(agentId), profile);
  void queryClient.invalidateQueries({ queryKey: psychicStatusKeys.all });
}

/** Both presentations at once; a null French one removes it (French pages then show the English). */
export function useSaveDescription(agentId: number) {
  return useProfileChange(
    agentId,
    (texts: { description: string; descriptionFr: string | null; grammaticalGender?: GrammaticalGender }) =>
      sendJson('PUT', `${advisorBase(agentId)}/description`, texts, advisorProfileSchema),
  );
}

export function useSaveSchedule(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: EditorWeek) =>
      sendJson('PUT', `${advisorBase(agentId)}/schedule`, { week }, advisorProfileSchema),
    onSuccess: (profile) => {
      profileChanged(queryClient, agentId, profile);
      // The console's 'outside your schedule' reminder reads the schedule.
      void queryClient.invalidateQueries({ queryKey: consoleKey(agentId) });
    },
  });
}

/** The days a refused schedule (400 SCHEDULE_INVALID) names, each with its problem. */
export function scheduleProblemsOf(error: unknown): ScheduleProblem[] {
  if (!(error instanceof ApiError) || !error.is('SCHEDULE_INVALID')) return [];
  return scheduleProblemsIn(error.details.problems);
}

/** A checked file and the type its bytes showed (upload-check.ts). */
export interface Upload {
  file: Blob;
  type: string;
}

/** Replaces the photo or the voice introduction with the file's bytes, sent as they are. */
export function useUploadMedia(agentId: number, media: 'photo' | 'voice') {
  return useProfileChange(agentId, ({ file, type }: Upload) =>
    sendFile('PUT', `${advisorBase(agentId)}/${media}`, file, type, advisorProfileSchema),
  );
}

/** Texts a code to the new forwarding number (204). */
export function sendPhoneCode(agentId: number, phoneNumber: string): Promise<void> {
  return sendCommand('POST', `${advisorBase(agentId)}/phone/code`, { phoneNumber });
}

export function useConfirmPhone(agentId: number) {
  return useProfileChange(agentId, ({ phoneNumber, code }: { phoneNumber: string; code: string }) =>
    sendJson('POST', `${advisorBase(agentId)}/phone/confirm`, { phoneNumber, code }, advisorProfileSchema),
  );
}
