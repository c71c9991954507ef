import {
  type AdvisorConsole,
  type AdvisorStatus,
  advisorConsoleSchema,
  advisorIdentitySchema,
  advisorMonthSchema,
  advisorStatusSchema,
} from '@app/shared/schemas/advisor-console';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import { pageLanguage } from '../../lib/language.ts';

/** The advisor routes of one advisor: `/api/advisor/:agentId`. */
export const advisorBase = (agentId: number) => `/api/advisor/${agentId}`;

/** Which advisor the signed-in login is. */
export function useAdvisorIdentity() {
  return useQuery({
    queryKey: ['advisor', 'me'],
    queryFn: ({ signal }) => getJson('/api/advisor/me', advisorIdentitySchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const consoleKey = (agentId: number) => ['advisor', agentId, 'console'] as const;

/** The console: refreshed every 30 s and on focus, so a call that just ended shows on 'Today'. */
export function consoleQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: consoleKey(agentId),
    queryFn: ({ signal }) => getJson(advisorBase(agentId), advisorConsoleSchema, { signal }),
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
  });
}

export function useMonth(agentId: number, month: string) {
  return useQuery({
    queryKey: ['advisor', agentId, 'calls', month],
    queryFn: ({ signal }) =>
      getJson(`${advisorBase(agentId)}/calls?month=${encodeURIComponent(month)}`, advisorMonthSchema, {
        signal,
      }),
  });
}

/** The month's CSV, its headers in the page's language (a download sends no Accept-Language of ours). */
export function monthCsvUrl(agentId: number, month: string): string {
  return `${advisorBase(agentId)}/calls.csv?month=${encodeURIComponent(month)}&lang=${pageLanguage()}`;
}

export function useSetStatus(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (takingCalls: boolean) =>
      sendJson('PUT', `${advisorBase(agentId)}/status`, { takingCalls }, advisorStatusSchema),
    onSuccess: (status: AdvisorStatus) =>
      queryClient.setQueryData<AdvisorConsole>(consoleKey(agentId), (current) =>
        current ? { ...current, status } : current,
      ),
  });
}
