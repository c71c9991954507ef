import { type PsychicStatusRecord, psychicStatusListSchema } from '@app/shared/schemas/advisors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

export type { PsychicStatusRecord };

/** Kept at its historical path: the telephony side and old clients read the same feed. */
export const PSYCHIC_STATUS_PATH = '/.netlify/functions/fetch-psychicstatus-json';

export const psychicStatusKeys = {
  all: ['advisors', 'status'] as const,
};

export function getPsychicStatus(signal?: AbortSignal): Promise<PsychicStatusRecord[]> {
  return getJson(PSYCHIC_STATUS_PATH, psychicStatusListSchema, { signal });
}

export function psychicStatusQueryOptions() {
  return queryOptions({
    queryKey: psychicStatusKeys.all,
    queryFn: ({ signal }) => getPsychicStatus(signal),
  });
}

export function usePsychicStatus() {
  return useQuery(psychicStatusQueryOptions());
}
