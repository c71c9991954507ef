import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { useQuery } from '@tanstack/react-query';

/**
 * The demo advisors, fetched only once the live feed has failed every try (`needed`): a normal visit never
 * downloads them. Undefined while they load; empty if even their chunk cannot load, so the page shows its
 * demo banner (with Retry) rather than waiting forever.
 */
export function useDemoPsychics(needed: boolean): readonly PsychicStatusRecord[] | undefined {
  const query = useQuery({
    queryKey: ['demo-psychics'],
    queryFn: async () => (await import('../data/demo-psychics.ts')).DEMO_PSYCHICS,
    enabled: needed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!needed) return undefined;
  return query.isError ? [] : query.data;
}
