/** SPEC 4 "Interac status polled every 10 s": what one answer of check-interac-transaction-status means. */
export type InteracStep =
  | { kind: 'success' }
  | { kind: 'waiting' }
  | { kind: 'failed' }
  | { kind: 'warning'; status: string }
  | { kind: 'unavailable' };

export function interacStep(status: unknown): InteracStep {
  if (status === 'STATUS_SUCCESS') return { kind: 'success' };
  if (status === 'initiated' || status === 'STATUS_INITED') return { kind: 'waiting' };
  if (status === 'STATUS_FAILED') return { kind: 'failed' };
  if (typeof status === 'string' && status.startsWith('STATUS_'))
    return { kind: 'warning', status: status.toLowerCase() };
  return { kind: 'unavailable' };
}
