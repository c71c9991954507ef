import { type AdvisorLine, advisorLineSchema } from '@app/shared/schemas/call-back';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendJson } from '../../lib/api-send.ts';
import { advisorBase } from './api.ts';

const linePath = (agentId: number) => `${advisorBase(agentId)}/line`;

export const lineKey = (agentId: number) => ['advisor', agentId, 'call-back-line'] as const;

/** Quicker while someone waits or is being called back, so "Calling … back now" shows before the phone rings. */
const BUSY_LINE_POLL_MS = 10_000;
/** As the console's own refresh when the line is empty. */
const QUIET_LINE_POLL_MS = 30_000;

/** The advisor's call-back line: paused or not, first names in order, who is being called back now. */
export function lineQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: lineKey(agentId),
    queryFn: ({ signal }) => getJson(linePath(agentId), advisorLineSchema, { signal }),
    refetchInterval: (query) => {
      const line = query.state.data;
      return line && (line.waiting.length > 0 || line.callingBack !== null)
        ? BUSY_LINE_POLL_MS
        : QUIET_LINE_POLL_MS;
    },
    refetchOnWindowFocus: 'always',
  });
}

export const useAdvisorLine = (agentId: number) => useQuery(lineQueryOptions(agentId));

/** Pauses the line (no new joins) or opens it again; the answer replaces the line shown. */
export function usePauseLine(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => sendJson('PUT', linePath(agentId), { paused }, advisorLineSchema),
    onSuccess: (line: AdvisorLine) => queryClient.setQueryData(lineKey(agentId), line),
  });
}
