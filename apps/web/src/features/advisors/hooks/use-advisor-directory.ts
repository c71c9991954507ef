import { useCallback, useMemo, useState } from 'react';
import { type PsychicStatusRecord, usePsychicStatus } from '../../../lib/psychic-status.ts';
import { withLiveStatus } from '../lib/directory.ts';
import { useDemoPsychics } from './use-demo-psychics.ts';

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
  const demo = useDemoPsychics(base === undefined && query.isError);
  const state = useMemo<DirectoryState>(() => {
    if (base) return { kind: 'live', advisors: withLiveStatus(base, live) };
    if (demo) return { kind: 'demo', advisors: demo };
    return { kind: 'loading' };
  }, [base, live, demo]);

  return { state, refresh, isFetching: query.isFetching };
}
