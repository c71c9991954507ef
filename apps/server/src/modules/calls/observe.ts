import type { SettleInput, SettleOutcome } from './settlement.ts';

/** What the voice line tells the app's counters (the metrics module implements it). */
export interface CallCounters {
  callSettled(connected: boolean, minutesUsed: number): void;
}

/**
 * Settlements by the webhook and by reconciliation alike, counted once the settling transaction has
 * committed; a rolled-back settle or a replay ('already-settled') counts nothing. Wraps whatever settles
 * (settlement.ts), keeping the rest of it as it is.
 */
export function observeCalls<T extends { settle(input: SettleInput): Promise<SettleOutcome> }>(
  settlement: T,
  counters: CallCounters,
): T {
  return {
    ...settlement,
    async settle(input: SettleInput) {
      const outcome = await settlement.settle(input);
      if (outcome.kind === 'settled') counters.callSettled(outcome.connected, outcome.minutesUsed);
      return outcome;
    },
  };
}
