import type { PsychicStatusRecord } from '@app/shared/schemas/advisors';

/**
 * A status-feed record for unit tests: a signed-in advisor who is not on a call, with an empty week,
 * changed where `overrides` says. The directory's and the favourites' tests build their feeds from it.
 */
export function advisorRecord(overrides: Partial<PsychicStatusRecord> = {}): PsychicStatusRecord {
  return {
    agentId: 1,
    agentName: 'Test Advisor',
    availTime: 0,
    availTimeStr: '',
    bridged: 'N',
    descr: '',
    isICCall: 'N',
    onACall: 'N',
    schedule: { Sun: [], Mon: [], Tues: [], Wed: [], Thu: [], Fri: [], Sat: [] },
    signedIn: 'Y',
    ...overrides,
  };
}
