import { INTERVALS_MS } from '@app/shared/constants';
import type { CallBackPlace } from '@app/shared/schemas/call-back';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getJson } from '../../../lib/api-client.ts';

// The schemas (classic zod) load with the first answer they check: the button sits on the directory, a
// first screen that carries no zod. Writes load lib/api-send.ts when first used.
const schemas = () => import('@app/shared/schemas/call-back');
const send = () => import('../../../lib/api-send.ts');

/** The customer's own place, in whichever line it is (one place at most): null without one. */
export const MY_LINE_PATH = '/api/me/line';
const advisorLinePath = (agentId: number) => `/api/advisors/${encodeURIComponent(String(agentId))}/line`;

/**
 * One key for the directory's cards, the profile and the dashboard, so joining or leaving on one shows on
 * the others at once. Keyed by the customer's id, because signing out does not empty the query cache.
 */
export const myLineQueryKey = (customerId: string) => ['me', customerId, 'call-back-line'] as const;

/** A 404 is no place (null), never an error. */
const orNone = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

export function myLineQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: myLineQueryKey(customerId),
    queryFn: ({ signal }): Promise<CallBackPlace | null> =>
      getJson(MY_LINE_PATH, async () => (await schemas()).myLineSchema, { signal }).then((mine) => mine.line),
    enabled: customerId !== '',
    // While in line the place moves up and the estimate shrinks: followed at the status feed's pace.
    refetchInterval: (query) => (query.state.data ? INTERVALS_MS.psychicStatusPoll : false),
    refetchOnWindowFocus: true,
  });
}

/** The customer's place in any line, or null. Pass '' while signed out (no request is made). */
export const useMyLine = (customerId: string) => useQuery(myLineQueryOptions(customerId));

/**
 * Joins an advisor's line. The answer (place and estimate) shows at once as the customer's place; the
 * place as the server keeps it follows. A refusal (409) is an ApiError carrying the server's message.
 */
export function useJoinLine(customerId: string) {
  const client = useQueryClient();
  const key = myLineQueryKey(customerId);
  return useMutation({
    mutationFn: async ({ agentId, name }: { agentId: number; name: string }): Promise<CallBackPlace> => {
      const [{ sendJson }, { callBackJoinedSchema, CALL_BACK_PLACE_TTL_MS }] = await Promise.all([
        send(),
        schemas(),
      ]);
      const joined = await sendJson('POST', advisorLinePath(agentId), {}, callBackJoinedSchema);
      const now = Date.now();
      return {
        ...joined,
        agentId,
        advisorName: name,
        status: 'waiting',
        joinedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + CALL_BACK_PLACE_TTL_MS).toISOString(),
      };
    },
    onSuccess: (place) => client.setQueryData(key, place),
    onError: (error) => {
      // Already in a line: the place the customer has is worth showing (it may be this advisor's).
      if (error instanceof ApiError && error.is('ALREADY_IN_LINE'))
        void client.invalidateQueries({ queryKey: key });
    },
    onSettled: (_place, error) => {
      if (!error) void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Leaves an advisor's line; a place that had already ended (404) counts as left. */
export function useLeaveLine(customerId: string) {
  const client = useQueryClient();
  const key = myLineQueryKey(customerId);
  return useMutation({
    mutationFn: async (agentId: number): Promise<void> => {
      const { sendCommand } = await send();
      await sendCommand('DELETE', advisorLinePath(agentId), {}).catch(orNone);
    },
    onSuccess: () => client.setQueryData(key, null),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** What leaving by the texted link came to: left now, or the place had already ended. */
export type LeaveByLinkResult = 'left' | 'gone';

/** Leaves with the texted link's token, signed in or not (POST /api/line/leave). */
export function useLeaveByLink() {
  return useMutation({
    mutationFn: async (token: string): Promise<LeaveByLinkResult> => {
      const { sendCommand } = await send();
      try {
        await sendCommand('POST', '/api/line/leave', { token });
        return 'left';
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'gone';
        throw error;
      }
    },
  });
}
