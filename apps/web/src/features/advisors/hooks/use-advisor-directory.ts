import { useCallback, useMemo, useState } from 'react';
import { type PsychicStatusRecord, usePsychicStatus } from '../api/get-psychic-status.ts';
import { DEMO_PSYCHICS } from '../data/demo-psychics.ts';
import { withLiveStatus } from '../lib/directory.ts';

export type DirectoryState =
  | { kind: 'loading' }
  | { kind: 'live'; advisors: PsychicStatusRecord[] }
  | { kind: 'demo'; advisors: readonly PsychicStatusRecord[] };

/**
 * The home grid's list. The first successful feed becomes the roster; every later poll only refreshes
 * the roster's statuses and remaining times, and Refresh replaces the roster. When the feed fails every
 * try before anything was shown, the three demo advisors stand in.
 */
export function useAdvisorDirectory() {
  const query = usePsychicStatus();
  const [roster, setRoster] = useState<PsychicStatusRecord[] | undefined>(query.data);

  // Adopting the first data during render (not in an effect) avoids one frame of "loading".
  if (roster === undefined && query.data !== undefined) setRoster(query.data);

  const { refetch } = query;
  const refresh = useCallback(async () => {
    const result = await refetch();
    if (result.data) setRoster(result.data);
  }, [refetch]);

  const base = roster ?? query.data;
  const live = query.data;
  const state = useMemo<DirectoryState>(() => {
    if (base) return { kind: 'live', advisors: withLiveStatus(base, live) };
    if (query.isError) return { kind: 'demo', advisors: DEMO_PSYCHICS };
    return { kind: 'loading' };
  }, [base, live, query.isError]);

  return { state, refresh, isFetching: query.isFetching };
}
