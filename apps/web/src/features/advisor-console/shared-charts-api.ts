import { advisorChartsSchema } from '@app/shared/schemas/natal-chart';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { advisorBase } from './api.ts';

/** Quicker during a call: a caller who shares their chart shows while they are on the line. */
const LIVE_POLL_MS = 10_000;
const QUIET_POLL_MS = 30_000;

/** The charts callers shared with the advisor: the live call's first, then calls of the last 24 hours. */
export function useSharedCharts(agentId: number, onACall: boolean) {
  return useQuery({
    queryKey: ['advisor', agentId, 'charts'] as const,
    queryFn: ({ signal }) => getJson(`${advisorBase(agentId)}/charts`, advisorChartsSchema, { signal }),
    refetchInterval: onACall ? LIVE_POLL_MS : QUIET_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
