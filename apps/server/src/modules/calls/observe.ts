import type { CallsRepository } from './call-repository.ts';

/** What the voice line tells the app's counters (the metrics module implements it). */
export interface CallCounters {
  callSettled(connected: boolean, minutesUsed: number): void;
}

/**
 * Settlements by the webhook and by reconciliation alike, counted once the settling transaction has
 * committed; a rolled-back settle or a replay ('already-settled') counts nothing.
 */
export function observeCalls(repository: CallsRepository, counters: CallCounters): CallsRepository {
  return {
    ...repository,
    async settle(input) {
      const outcome = await repository.settle(input);
      if (outcome.kind === 'settled') counters.callSettled(outcome.connected, outcome.minutesUsed);
      return outcome;
    },
  };
}
