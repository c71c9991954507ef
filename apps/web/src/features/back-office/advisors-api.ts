import {
  type StaffAdvisorCreateBody,
  type StaffAdvisorUpdateBody,
  staffAdvisorListSchema,
  staffAdvisorSchema,
} from '@app/shared/schemas/staff-advisors';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson } from '../../lib/api-client.ts';
import { sendFile, sendJson } from '../../lib/api-send.ts';

const ADVISORS = '/api/staff/advisors';

export const advisorKeys = {
  all: ['staff', 'advisors'] as const,
  list: () => ['staff', 'advisors', 'list'] as const,
  one: (agentId: number) => ['staff', 'advisors', 'detail', agentId] as const,
};

export const advisorPath = (agentId: number) => `/admin/advisors/${agentId}`;

export function advisorListQueryOptions() {
  return queryOptions({
    queryKey: advisorKeys.list(),
    queryFn: ({ signal }) => getJson(ADVISORS, staffAdvisorListSchema, { signal }),
  });
}

export function advisorQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: advisorKeys.one(agentId),
    queryFn: ({ signal }) => getJson(`${ADVISORS}/${agentId}`, staffAdvisorSchema, { signal }),
  });
}

type StaffAdvisor = z.infer<typeof staffAdvisorSchema>;

/** Any change may move the list (order, status, login) and adds an audit row: both are asked again. */
function useAdvisorAction<V>(send: (variables: V) => Promise<StaffAdvisor>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (advisor) => queryClient.setQueryData(advisorKeys.one(advisor.agentId), advisor),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: advisorKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}

export const useCreateAdvisor = () =>
  useAdvisorAction((body: StaffAdvisorCreateBody) => sendJson('POST', ADVISORS, body, staffAdvisorSchema));

export const useUpdateAdvisor = (agentId: number) =>
  useAdvisorAction((body: StaffAdvisorUpdateBody) =>
    sendJson('PATCH', `${ADVISORS}/${agentId}`, body, staffAdvisorSchema),
  );

/** Moves any advisor of the list (the list's up and down buttons). */
export const useMoveAdvisor = () =>
  useAdvisorAction(({ agentId, position }: { agentId: number; position: number }) =>
    sendJson('PATCH', `${ADVISORS}/${agentId}`, { position }, staffAdvisorSchema),
  );

export const useSetAdvisorPhone = (agentId: number) =>
  useAdvisorAction((phoneNumber: string) =>
    sendJson('PUT', `${ADVISORS}/${agentId}/phone`, { phoneNumber }, staffAdvisorSchema),
  );

export const useSetAdvisorActive = (agentId: number) =>
  useAdvisorAction(({ active, note }: { active: boolean; note: string }) =>
    sendJson(
      'POST',
      `${ADVISORS}/${agentId}/${active ? 'reactivate' : 'deactivate'}`,
      { note },
      staffAdvisorSchema,
    ),
  );

export const useUploadAdvisorMedia = (agentId: number, kind: 'photo' | 'voice') =>
  useAdvisorAction((file: File) =>
    sendFile('PUT', `${ADVISORS}/${agentId}/${kind}`, file, file.type, staffAdvisorSchema),
  );

export const useLinkAdvisorLogin = (agentId: number) =>
  useAdvisorAction((email: string) =>
    sendJson('POST', `${ADVISORS}/${agentId}/login`, { email }, staffAdvisorSchema),
  );

export const useResetAdvisorLogin = (agentId: number) =>
  useAdvisorAction((note: string) =>
    sendJson('POST', `${ADVISORS}/${agentId}/login/reset`, { note }, staffAdvisorSchema),
  );
