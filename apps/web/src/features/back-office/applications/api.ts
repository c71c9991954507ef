import type { RubricScores } from '@app/shared/rules/rubric';
import {
  applicationApprovedSchema,
  type StaffApplication,
  staffApplicationPageSchema,
  staffApplicationSchema,
  staffScreenersSchema,
} from '@app/shared/schemas/application-screening';
import type { REJECTION_REASONS } from '@app/shared/schemas/applications';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';
import { sendCommand, sendJson } from '../../../lib/api-send.ts';
import { advisorKeys } from '../advisors-api.ts';
import { applicationApiPath, STAFF_APPLICATIONS_API } from './paths.ts';
import type { TestReadingBody } from './screening-forms.ts';
import { type ApplicationListState, applicationListApiQuery } from './search-params.ts';

export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const applicationKeys = {
  all: ['staff', 'applications'] as const,
  lists: () => ['staff', 'applications', 'list'] as const,
  list: (state: ApplicationListState) => ['staff', 'applications', 'list', state] as const,
  one: (id: string) => ['staff', 'applications', 'detail', id] as const,
  screeners: () => ['staff', 'applications', 'screeners'] as const,
};

/** One page of the queue, newest first; the page on screen stays while the next one loads. */
export function applicationListQueryOptions(state: ApplicationListState) {
  return queryOptions({
    queryKey: applicationKeys.list(state),
    queryFn: ({ signal }) =>
      getJson(`${STAFF_APPLICATIONS_API}?${applicationListApiQuery(state)}`, staffApplicationPageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationKeys.one(id),
    queryFn: ({ signal }) => getJson(applicationApiPath(id), staffApplicationSchema, { signal }),
  });
}

/** Staff who can pose as the client of a test reading; the list changes seldom. */
export function screenersQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.screeners(),
    queryFn: ({ signal }) => getJson(`${STAFF_APPLICATIONS_API}/screeners`, staffScreenersSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * After any change, whatever the answer: the queue (a status moved), the application, the advisors (an
 * approval creates one, publishing shows it) and the audit log (a new row) are asked again. A refusal
 * may mean that someone else changed the application first.
 */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: advisorKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
  ]);
}

/** A change that answers with the application as it now stands, which the page shows at once. */
function useApplicationChange<V>(id: string, send: (variables: V) => Promise<StaffApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => queryClient.setQueryData(applicationKeys.one(id), application),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

const at = (id: string, action: string) => applicationApiPath(id, action);

export const useAddApplicationNote = (id: string) =>
  useApplicationChange(id, (body: string) =>
    sendJson('POST', at(id, 'notes'), { body }, staffApplicationSchema),
  );

export const useStartScreening = (id: string) =>
  useApplicationChange(id, () => sendJson('POST', at(id, 'screening'), {}, staffApplicationSchema));

export const useScheduleTestReading = (id: string) =>
  useApplicationChange(id, (body: TestReadingBody) =>
    sendJson('PUT', at(id, 'test-reading'), body, staffApplicationSchema),
  );

export const useRecordTestOutcome = (id: string) =>
  useApplicationChange(id, (scores: RubricScores) =>
    sendJson('PUT', at(id, 'test-outcome'), { scores }, staffApplicationSchema),
  );

export const useRejectApplication = (id: string) =>
  useApplicationChange(id, (reason: RejectionReason) =>
    sendJson('POST', at(id, 'reject'), { reason }, staffApplicationSchema),
  );

/** Answers the new advisor's extension; the application, asked again, then names its `advisor`. */
export function useApproveApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', at(id, 'approve'), {}, applicationApprovedSchema),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** The draft advisor enters the directory (204); the application's `advisor.draft` turns false. */
export function usePublishAdvisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: number) => sendCommand('POST', `/api/staff/advisors/${agentId}/publish`, {}),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
