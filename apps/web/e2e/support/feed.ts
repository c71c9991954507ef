import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';
import { beforeAll } from 'vitest';

/** The advisors' status feed the directory polls (a path of the built server, also used to route it). */
export const FEED = '/.netlify/functions/fetch-psychicstatus-json';

/** The status feed as the worker's server answers it now: the seeded advisors, in feed order. */
export async function fetchFeed(baseURL: string): Promise<PsychicStatusRecord[]> {
  return (await (await fetch(`${baseURL}${FEED}`)).json()) as PsychicStatusRecord[];
}

/**
 * Reads the feed once before the spec's tests; the function returned gives that reading to a test (it
 * throws if called before `beforeAll` has run, at a spec's top level).
 */
export function feedBeforeAll(baseURL: string): () => PsychicStatusRecord[] {
  let records: PsychicStatusRecord[] | undefined;
  beforeAll(async () => {
    records = await fetchFeed(baseURL);
  });
  return () => {
    if (!records) throw new Error('the feed is read in beforeAll, before the tests');
    return records;
  };
}
