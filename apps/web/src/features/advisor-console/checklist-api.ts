import { advisorChecklistSchema } from '@app/shared/schemas/application-screening';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendCommand } from '../../lib/api-send.ts';
import { advisorBase } from './api.ts';

export const checklistKey = (agentId: number) => ['advisor', agentId, 'checklist'] as const;

/** While a test call rings, the checklist is read this often, so the item ticks soon after they answer. */
export const TEST_CALL_POLL_MS = 4_000;

/**
 * A new advisor's first-day checklist (null for an advisor who did not come through an application):
 * read again whenever the console comes back into view, after a photo, hours or a payout profile were
 * added on another page.
 */
export function checklistQueryOptions(agentId: number) {
  return queryOptions({
    queryKey: checklistKey(agentId),
    queryFn: ({ signal }) => getJson(`${advisorBase(agentId)}/checklist`, advisorChecklistSchema, { signal }),
    refetchOnWindowFocus: 'always',
  });
}

export const useChecklist = (agentId: number, options: { pollMs?: number | false } = {}) =>
  useQuery({ ...checklistQueryOptions(agentId), refetchInterval: options.pollMs ?? false });

/** "Call yourself": our number calls the forwarding number (202); the checklist is read again. */
export function useTestCall(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendCommand('POST', `${advisorBase(agentId)}/test-call`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKey(agentId) }),
  });
}
