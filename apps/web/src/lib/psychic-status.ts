import { FETCH_RETRIES, INITIAL_DATA_IDS, INTERVALS_MS } from '@app/shared/constants';
import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client.ts';
import { initialDataReader } from './initial-data.ts';

export type { PsychicStatusRecord };

/** Kept at its historical path: the telephony side and old clients read the same feed. */
export const PSYCHIC_STATUS_PATH = '/.netlify/functions/fetch-psychicstatus-json';

export const psychicStatusKeys = {
  all: ['advisors', 'status'] as const,
};

export function getPsychicStatus(signal?: AbortSignal): Promise<PsychicStatusRecord[]> {
  return getJson(
    PSYCHIC_STATUS_PATH,
    async () => (await import('@app/shared/schemas/advisors')).psychicStatusListSchema,
    { signal },
  );
}

/** The home page and the profiles carry the feed as the server had it (#initial-advisors). */
const initial = initialDataReader<PsychicStatusRecord[]>(INITIAL_DATA_IDS.advisors);

export function psychicStatusQueryOptions() {
  return queryOptions({
    queryKey: psychicStatusKeys.all,
    queryFn: ({ signal }) => getPsychicStatus(signal),
    // FETCH_RETRIES tries in all, whatever the failure (a proxy's 404 or a malformed body included):
    // after the last one the home page falls back to its demo advisors.
    retry: (failureCount) => failureCount < FETCH_RETRIES - 1,
    // Statuses change by the minute; the home grid and the profile page both follow them.
    refetchInterval: INTERVALS_MS.psychicStatusPoll,
    staleTime: INTERVALS_MS.psychicStatusPoll,
    initialData: () => initial()?.value,
    initialDataUpdatedAt: () => initial()?.at,
  });
}

export function usePsychicStatus() {
  return useQuery(psychicStatusQueryOptions());
}
